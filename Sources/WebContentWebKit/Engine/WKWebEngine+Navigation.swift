#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine: WKNavigationDelegate {
    /// Asks the configuration's chain about a navigation and applies its verdict exactly once.
    ///
    /// A chain that never answers cannot leave the navigation hanging: it is cancelled after the step timeout.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        guard !isClosed else { return decisionHandler(.cancel) }
        NavigationDecisions.decide(
            self.navigationAction(navigationAction), waiting: decisionHandler, in: decisions,
            configuration: configuration, attempts: &reports.attempts, routingTo: self)
    }

    /// The core's description of a WebKit navigation, read by the core's frame, initial-load and link-menu rules
    /// (``NavigationReport``, ``InitialLoadRule``, ``LinkContextMenu``).
    ///
    /// No target frame means a new window; WebKit's public API has no user-gesture flag. The source frame is read
    /// only for a navigation the app did not start: WebKit hands over none for ours, though the SDK declares it
    /// non-null.
    func navigationAction(_ action: WKNavigationAction) -> NavigationAction {
        let report = NavigationReport(
            url: action.request.url, type: Self.kind(action.navigationType), isUserGesture: nil,
            isNewWindow: action.targetFrame == nil, targetsMainFrame: action.targetFrame?.isMainFrame ?? true)
        return linkMenu.action(for: report, isInitialLoad: initialLoad.claim(report)) {
            (action.sourceFrame as WKFrameInfo?)?.isMainFrame
        }
    }

    private static func kind(_ type: WKNavigationType) -> NavigationAction.Kind {
        switch type {
        case .linkActivated: .linkActivated
        case .formSubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        case .formResubmitted: .formResubmitted
        default: .other
        }
    }

    /// Ends the current load when its navigation finished.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        currentLoad.finished(navigation)
    }

    /// Fails the current load when its navigation failed.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        navigationFailed(navigation, error)
    }

    /// Fails the current load when its navigation failed before the page committed.
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        navigationFailed(navigation, error)
    }

    /// Fails the current load when its navigation failed (``CurrentLoad/failed(_:_:cancelled:)``).
    private func navigationFailed(_ navigation: WKNavigation?, _ error: any Error) {
        currentLoad.failed(
            navigation, error.localizedDescription, cancelled: WebKitErrorReader.failure(error) == .cancelled)
    }

    /// The web process died: pending calls fail at once, waiting decisions and messages are answered, and the
    /// engine delegate (the core's Interactor) renders the kept content again: at once while the app is active,
    /// otherwise once it is active again (`WebProcessRecoveryGate`; iOS kills the web processes of a
    /// backgrounded app).
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        abandonPage(failing: .webProcessTerminated(.crashed))
        if recoveryGate.handle(.processTerminated) { recoverFromTermination() }
    }

    /// Feeds an app-state change to the recovery gate, and recovers when a held death is now due.
    func appStateChanged(_ event: WebProcessRecoveryGate.Event) {
        guard !isClosed, recoveryGate.handle(event) else { return }
        recoverFromTermination()
    }

    /// Tells the engine delegate the web process died, so that it renders the kept content again.
    private func recoverFromTermination() {
        engineDelegate?.webEngine(self, webProcessDidTerminate: .crashed)
    }
}
#endif
