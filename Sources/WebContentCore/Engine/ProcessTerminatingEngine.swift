/// An engine that can kill its own web process: the one way to stop a page that no load or call can end (a script
/// spinning forever).
///
/// The GTK adapter's engine is one; WKWebView offers no public way, so the WebKit adapter's is not. A pool that must
/// end stuck pages (the command line's) holds engines of this role, so it never needs a concrete engine type.
@MainActor
public protocol ProcessTerminatingEngine: ConfiguredWebEngine {
    /// Kills the web process: pending calls fail with ``WebContentError/webProcessTerminated(_:)`` and the engine
    /// delegate hears of it, as for a crash; the next load starts a new web process.
    func terminateWebProcess() async
}
