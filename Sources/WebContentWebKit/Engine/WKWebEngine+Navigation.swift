#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
public import WebKit

extension WKWebEngine: WKNavigationDelegate {
    /// The page session allows our own load's navigation at once and keeps any other waiting for the
    /// configuration's chain (`NavigationDecisions`), refused at the step timeout.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        guard !isClosed else { return decisionHandler(.cancel) }
        let report = Self.report(navigationAction)
        switch session.navigationAsked(report, waiting: decisionHandler, timeout: configuration.stepTimeout) {
        case .perform(let command): Self.perform(command)
        case .askChain(let id):
            NavigationDecisions.ask(
                self.navigationAction(navigationAction, report), chain: configuration.navigationChain,
                attempts: &reports.attempts, routingTo: self
            ) { [weak self] allow in
                if let command = self?.session.navigationDecided(id, allow: allow) { Self.perform(command) }
            }
        }
    }

    /// A WebKit navigation as the page session reads it (`NavigationReport`).
    ///
    /// No target frame means a new window; WebKit has no user-gesture flag.
    static func report(_ action: WKNavigationAction) -> NavigationReport {
        NavigationReport(
            url: action.request.url, type: kind(action.navigationType), isUserGesture: nil,
            isNewWindow: action.targetFrame == nil, targetsMainFrame: action.targetFrame?.isMainFrame ?? true)
    }

    /// The core's description of a navigation the content started (`LinkContextMenu`); WebKit has no source frame
    /// for a load the app started, which is never asked of it.
    func navigationAction(_ action: WKNavigationAction, _ report: NavigationReport) -> NavigationAction {
        session.navigationAction(for: report, isInitialLoad: false) {
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
        session.navigationFinished(navigation)
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

    /// Fails the current load when its navigation failed (`PageSession.navigationFailed(_:_:cancelled:)`).
    private func navigationFailed(_ navigation: WKNavigation?, _ error: any Error) {
        session.navigationFailed(
            navigation, error.localizedDescription, cancelled: WebKitErrorReader.failure(error) == .cancelled)
    }

    /// The web process died: the page is abandoned, and the engine delegate recovers when the session says
    /// (`WebProcessRecoveryGate`).
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        if session.webProcessTerminated(.crashed) { recoverFromTermination() }
    }

    /// Tells the session the app's state changed, and recovers when a held death is now due.
    func appStateChanged(_ event: WebProcessRecoveryGate.Event) {
        if session.appStateChanged(event) { recoverFromTermination() }
    }

    /// Tells the engine delegate the web process died, so that it renders the kept content again.
    private func recoverFromTermination() {
        engineDelegate?.webEngine(self, webProcessDidTerminate: .crashed)
    }
}
#endif
