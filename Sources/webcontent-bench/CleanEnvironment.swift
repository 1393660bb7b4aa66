import Foundation

/// The environment a user's shell gives a program: the benchmark's own, less what its engines set up for it.
///
/// The benchmark's in-process engines start an Xvfb and a session bus and export them (`DISPLAY`,
/// `DBUS_SESSION_BUS_ADDRESS`, ...). A `webcontent` started with those skips its own start-up, which a user
/// never does, so every whole-process figure starts both sides from this environment instead.
enum CleanEnvironment {
    /// The variables the GTK adapter's headless set-up exports (HeadlessDisplay), plus a Wayland display.
    static let engineVariables: Set<String> = [
        "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "GTK_A11Y",
        "WEBKIT_A11Y_BUS_ADDRESS", "NO_AT_BRIDGE", "WEBKIT_DISABLE_DMABUF_RENDERER", "GST_PLUGIN_FEATURE_RANK",
        "GSK_RENDERER", "GDK_DEBUG",
    ]

    static var variables: [String: String] {
        ProcessInfo.processInfo.environment.filter { !engineVariables.contains($0.key) }
    }
}
