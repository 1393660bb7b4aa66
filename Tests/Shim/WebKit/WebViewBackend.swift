internal import CWebKitGTK
import Foundation
import WebContentGTK

/// The GLib side of one WKWebView: a WebKitWebView in a shown GtkWindow of its own, with a web context of its own
/// (Apple's URL scheme handlers belong to one configuration, WebKitGTK's to one context).
///
/// Everything here runs on the GLib thread (``GLibActor``); what WebKitGTK reports goes to the WKWebView as
/// ``BackendEvent``s, in order, through ``report``.
@GLibActor
final class WebViewBackend {
    /// What the view is made from, read from the WKWebViewConfiguration on the main actor.
    struct Setup: Sendable {
        let width: Int
        let height: Int
        let schemes: [String]
        let allowsContentJavaScript: Bool
        let canOpenWindows: Bool
        let mediaNeedsUserAction: Bool
        let persistentData: Bool
    }

    nonisolated let report: @Sendable (BackendEvent) -> Void
    var view: UnsafeMutablePointer<WebKitWebView>?
    var window: UnsafeMutablePointer<GtkWidget>?
    private var context: OpaquePointer?
    private var session: OpaquePointer?
    /// The size the main actor last asked for, which snapshots wait for.
    var requestedSize = (width: 0, height: 0)

    /// The app's load not yet started, and the load WebKit reported started and not yet ended.
    var pendingSerial: UInt64?
    var activeSerial: UInt64?
    /// The URI of the app's pending load, to know its navigation decision (it has no source frame).
    var appLoadURI: String?
    /// Serials of loads the page started itself count down from the top, apart from the app's.
    var nextPageSerial = UInt64.max
    var nextID: UInt64 = 0
    var decisions: [UInt64: UnsafeMutablePointer<WebKitPolicyDecision>] = [:]
    var dialogs: [UInt64: OpaquePointer] = [:]
    var schemeRequests: [UInt64: OpaquePointer] = [:]
    var calls: [UInt64: UnsafeMutablePointer<GCancellable>] = [:]
    private(set) var isClosed = false

    nonisolated init(report: @escaping @Sendable (BackendEvent) -> Void) {
        self.report = report
    }

    /// The one on-disk session of the process, which every persistent store shares (Apple's `default()`), kept
    /// referenced until the process ends.
    ///
    /// Not WebKitGTK's default session: WebKit releases that one from an exit handler on whichever thread calls
    /// `exit`, and aborts when that is not its main thread (Swift Testing exits from a dispatch thread).
    private static var sharedPersistentSession: OpaquePointer?

    private static func persistentSession() -> OpaquePointer {
        if let session = sharedPersistentSession {
            g_object_ref(UnsafeMutableRawPointer(session))
            return session
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wck-shim-store-\(getpid())").path
        let session = webkit_network_session_new("\(directory)/data", "\(directory)/cache")!
        sharedPersistentSession = session
        g_object_ref(UnsafeMutableRawPointer(session))
        return session
    }

    isolated deinit {
        close()
    }

    func makeID() -> UInt64 {
        nextID += 1
        return nextID
    }

    /// Makes the view and shows its window.
    func create(_ setup: Setup, contentManager: OpaquePointer) {
        let context = webkit_web_context_new()!
        self.context = context
        for scheme in setup.schemes { registerScheme(scheme, on: context) }
        let session = setup.persistentData ? Self.persistentSession() : webkit_network_session_new_ephemeral()!
        self.session = session
        let settings = webkit_settings_new()
        webkit_settings_set_enable_javascript(settings, 1)
        webkit_settings_set_enable_javascript_markup(settings, setup.allowsContentJavaScript ? 1 : 0)
        webkit_settings_set_javascript_can_open_windows_automatically(settings, setup.canOpenWindows ? 1 : 0)
        webkit_settings_set_media_playback_requires_user_gesture(settings, setup.mediaNeedsUserAction ? 1 : 0)
        let view = wck_web_view_new(contentManager, context, session, settings)!
        g_object_unref(UnsafeMutableRawPointer(settings))
        self.view = view
        let window = gtk_window_new()!
        self.window = window
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_decorated(gtkWindow, 0)
        requestedSize = (setup.width, setup.height)
        gtk_window_set_default_size(gtkWindow, gint(setup.width), gint(setup.height))
        gtk_window_set_child(gtkWindow, UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self))
        connectSignals()
        // Shown, like the GTK adapter's views: a view in no shown window reports itself hidden and WebKit throttles
        // its timers and animation frames.
        gtk_window_present(gtkWindow)
    }

    /// Resizes the window, and so the view, to the WKWebView's frame.
    func resize(width: Int, height: Int) {
        requestedSize = (max(1, width), max(1, height))
        guard let window else { return }
        gtk_window_set_default_size(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), gint(requestedSize.width),
            gint(requestedSize.height))
    }

    /// Waits, a frame at a time and at most a second, until the view has the size last asked for: the X server
    /// applies a resize later, and Apple's frame is the view's size at once.
    func settleSize() async {
        guard let view else { return }
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        for _ in 0..<60 where !isClosed {
            if gtk_widget_get_width(widget) == gint(requestedSize.width)
                && gtk_widget_get_height(widget) == gint(requestedSize.height)
            {
                return
            }
            try? await Task.sleep(for: .milliseconds(16))
        }
    }

    func setZoom(_ zoom: Double) {
        guard let view else { return }
        webkit_web_view_set_zoom_level(view, zoom)
    }

    func stopLoading() {
        guard let view else { return }
        webkit_web_view_stop_loading(view)
    }

    /// Kills the web process (WebKit's testing hook `_killWebContentProcess`).
    func terminateWebProcess() {
        guard let view else { return }
        webkit_web_view_terminate_web_process(view)
    }

    /// Answers everything still waiting and destroys the window, the view and its web process. Idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for id in Array(decisions.keys) { decide(id, policy: .cancel) }
        for id in Array(dialogs.keys) { answerDialog(id, confirmed: false, text: nil) }
        for (_, request) in schemeRequests {
            finishScheme(request, failure: ShimError.cancelled)
        }
        schemeRequests = [:]
        for (_, cancellable) in calls {
            g_cancellable_cancel(cancellable)
            g_object_unref(UnsafeMutableRawPointer(cancellable))
        }
        calls = [:]
        if let window { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        window = nil
        view = nil
        if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        session = nil
        context = nil
    }
}
