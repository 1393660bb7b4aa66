#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine {
    /// Opens a link picked from a long-press menu the way a tap on it would go: through the configuration's chain.
    ///
    /// The chain is asked about the reader's link activation (``LinkContextMenu/openAction(_:)``). Allowed, the
    /// link loads in the web view, and that load is described to the chain again as the same activation when its
    /// navigation decision comes (WebKit reports a load the app started as type "other", which the chain would
    /// cancel for untrusted content as one the content made). Routed, the route reaches the presentation delegate;
    /// cancelled, nothing happens. Platform-neutral, so the shim's tests exercise it; only iOS has the menu.
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
