#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Opens a link picked from a long-press menu through the configuration's chain (`LinkContextMenu`).
    ///
    /// Platform-neutral, so the shim's tests exercise it; only iOS has the menu.
    func openLinkFromMenu(_ url: URL) {
        guard !isClosed else { return }
        NavigationDecisions.decide(
            LinkContextMenu.openAction(url), chain: configuration.navigationChain, attempts: &reports.attempts,
            routingTo: self
        ) { [weak self] allow in
            guard allow, let self, !self.isClosed else { return }
            self.linkMenu.opened(url)
            self.webView.load(URLRequest(url: url))
        }
    }
}
#endif
