#if canImport(WebKit)
import Foundation
import WebContentCore
public import WebKit

/// Dialogs and new windows: none is ever shown; dialogs are counted as attempts, as on GTK.
extension WKWebEngine: WKUIDelegate {
    /// Counts an `alert` as a dialog attempt and dismisses it unseen.
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
        dialogAttempted()
        completionHandler()
    }

    /// Counts a `confirm` as a dialog attempt and answers it with false, unseen.
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        dialogAttempted()
        completionHandler(false)
    }

    /// Counts a `prompt` as a dialog attempt and answers it with nil, unseen.
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
        dialogAttempted()
        completionHandler(nil)
    }

    /// No new web view: a new-window navigation was already put to the chain, which routes it if it wants.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        nil
    }
}
#endif
