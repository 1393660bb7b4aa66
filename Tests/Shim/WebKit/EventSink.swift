import Foundation

/// Carries a backend's events to its WKWebView on the main actor; made before the view exists (the backend is
/// one of its stored properties), pointed at it once it does.
final class EventSink: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedWebView: WKWebView?

    var webView: WKWebView? {
        get { lock.withLock { storedWebView } }
        set { lock.withLock { storedWebView = newValue } }
    }

    /// Posts `event` to the view, after every event posted before it.
    func post(_ event: BackendEvent) {
        MainQueue.post { [weak self] in self?.webView?.receive(event) }
    }
}
