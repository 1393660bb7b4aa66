#if canImport(WebKit)
import Foundation
import WebKit

/// Starts WebKit once per test process before the first engine is timed: the display and GTK (on the shim), the
/// first web and network processes, their first JavaScript. The conformance bodies give each render step a few
/// seconds; a cold start under a parallel `swift test` took longer than that for whichever body came first.
@MainActor
enum WebKitWarmUp {
    private static var done: Task<Void, Never>?

    /// Returns once a throwaway web view has loaded a page and answered a script (or after a minute regardless:
    /// a broken engine fails the tests that follow, with their own messages).
    static func ensure() async {
        if done == nil { done = Task { await warmUp() } }
        await done?.value
    }

    private static func warmUp() async {
        let webView = WKWebView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), configuration: WKWebViewConfiguration())
        let deadline = ContinuousClock.now + .seconds(60)
        webView.loadHTMLString("<p>warm</p>", baseURL: nil)
        while ContinuousClock.now < deadline {
            let ready = try? await webView.evaluateJavaScript(
                "document.readyState === 'complete'", in: nil, contentWorld: .page)
            if (ready as? NSNumber)?.boolValue == true { break }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
}
#endif
