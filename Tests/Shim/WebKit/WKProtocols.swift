import Foundation

// Objective-C optional requirements are required here, as in tools/apple-sdk-stub: the adapter implements them
// all, and a signature that drifted would be an error instead of a silent near miss.
//
// tools/apple-sdk-stub compiles this file into its WebKit stub as it is: these protocols are the same on macOS and
// iOS, so the stub and the shim share one declaration of them. WKUIDelegate (WKUIDelegate.swift) is not shared:
// the stub's iOS pass gives it two more methods.

/// https://developer.apple.com/documentation/webkit/wkurlschemetask
@MainActor public protocol WKURLSchemeTask: NSObjectProtocol {
    var request: URLRequest { get }
    func didReceive(_ response: URLResponse)
    func didReceive(_ data: Data)
    func didFinish()
    func didFailWithError(_ error: any Error)
}

/// https://developer.apple.com/documentation/webkit/wkurlschemehandler
@MainActor public protocol WKURLSchemeHandler: NSObjectProtocol {
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

/// https://developer.apple.com/documentation/webkit/wkscriptmessagehandlerwithreply
@MainActor public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol {
    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)
}

/// https://developer.apple.com/documentation/webkit/wknavigationdelegate
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}
