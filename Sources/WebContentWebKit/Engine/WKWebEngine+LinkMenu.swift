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
        let action = LinkContextMenu.openAction(url)
        NavigationDecisions.count(action, in: &reports.attempts)
        let chain = configuration.navigationChain
        Task { [weak self] in
            let decision = await NavigationDecisions.decide(action, chain: chain)
            guard let self else { return }
            if decision == .allow, !isClosed {
                session.linkMenuOpened(url)
                webView.load(URLRequest(url: url))
            }
            NavigationDecisions.route(decision, from: self)
        }
    }
}
#endif
