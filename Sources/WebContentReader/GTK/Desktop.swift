#if os(Linux)
import CWebKitGTK
import WebContentGTK

/// What the reader asks of the desktop rather than of a widget.
@GLibActor
enum Desktop {
    /// GTK's dark or light theme variant, for every window of the process.
    static func preferDarkTheme(_ dark: Bool) { wck_set_prefer_dark_theme(dark ? 1 : 0) }

    /// Seconds on GLib's monotonic clock (CLOCK_MONOTONIC): a time another process can set beside its own.
    static func monotonicTime() -> Double { Double(g_get_monotonic_time()) / 1e6 }

    /// Opens `uri` in the desktop's handler for it (the browser, for a web link).
    static func open(_ uri: String) { _ = g_app_info_launch_default_for_uri(uri, nil, nil) }
}
#endif
