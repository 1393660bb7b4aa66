#if canImport(WebKit) && os(Linux)
import AppKit
import Foundation
import WebKit

/// One WKWebView of the shim in a shown window, with a navigation delegate that records what WebKit asked and
/// answers with `policy`: the shim's own tests drive Apple's API directly, as an app would.
@MainActor
final class ShimWebView: NSObject, WKNavigationDelegate {
    /// What a navigation decision showed of the frames.
    struct Decision {
        let url: URL?
        let type: WKNavigationType
        let sourceIsMainFrame: Bool
        let targetIsMainFrame: Bool?
    }

    let webView: WKWebView
    private let window: NSWindow
    var policy: (WKNavigationAction) -> WKNavigationActionPolicy = { _ in .allow }
    private(set) var decisions: [Decision] = []
    private(set) var finished: [WKNavigation] = []
    private(set) var failures: [any Error] = []

    init(configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), configuration: configuration)
        window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.borderless], backing: .buffered,
            defer: false)
        super.init()
        window.contentView?.addSubview(webView)
        window.orderFrontRegardless()
        webView.navigationDelegate = self
    }

    /// Runs `body` with a new shim web view in its window, and closes both after it, however the body ends.
    static func with<T>(
        configuration: WKWebViewConfiguration = WKWebViewConfiguration(), _ body: (ShimWebView) async throws -> T
    ) async rethrows -> T {
        let shim = ShimWebView(configuration: configuration)
        defer { shim.close() }
        return try await body(shim)
    }

    /// `with`, and a ``HoldingSchemeHandler`` that answers the view's `held:` URLs.
    static func withHeldScheme<T>(
        _ body: (ShimWebView, HoldingSchemeHandler) async throws -> T
    ) async rethrows -> T {
        let handler = HoldingSchemeHandler()
        let configuration = WKWebViewConfiguration()
        configuration.setURLSchemeHandler(handler, forURLScheme: "held")
        return try await with(configuration: configuration) { try await body($0, handler) }
    }

    /// Loads `html` and returns once WebKit finished that navigation (false when it failed or never finished).
    func load(_ html: String, baseURL: URL? = nil) async -> Bool {
        await WebKitWarmUp.ensure()
        guard let navigation = webView.loadHTMLString(html, baseURL: baseURL) else { return false }
        return await eventuallyTrue { self.finished.contains { $0 === navigation } }
    }

    /// Loads `html` at https://example.com/ and from then on allows only navigations of type other (the app's load,
    /// an iframe's document): what the page starts by a link, a form or a reload is recorded in ``decisions`` and
    /// cancelled, never followed.
    func loadStayingPut(_ html: String) async -> Bool {
        policy = { $0.navigationType == .other ? .allow : .cancel }
        return await load(html, baseURL: URL(string: "https://example.com/"))
    }

    /// Evaluates `source` in the page world and returns what WebKit handed over.
    func evaluate(_ source: String, in world: WKContentWorld = .page) async throws -> Any? {
        try await webView.evaluateJavaScript(source, in: nil, contentWorld: world)
    }

    func close() {
        webView.removeFromSuperview()
        window.close()
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisions.append(
            Decision(
                url: navigationAction.request.url, type: navigationAction.navigationType,
                sourceIsMainFrame: navigationAction.sourceFrame.isMainFrame,
                targetIsMainFrame: navigationAction.targetFrame?.isMainFrame))
        decisionHandler(policy(navigationAction))
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished.append(navigation) }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        failures.append(error)
    }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        failures.append(error)
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Polls `condition` on the main actor until it holds or `limit` passed (a deadline for a hang, not a measure:
/// generous, since a parallel `swift test` keeps the main actor busy with every other suite too).
@MainActor
func eventuallyTrue(within limit: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return true
}
#endif
