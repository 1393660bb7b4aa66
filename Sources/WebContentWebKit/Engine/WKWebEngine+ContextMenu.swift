#if canImport(WebKit) && canImport(UIKit)
import Foundation
import UIKit
import WebContentCore
import WebContentPageSession
import WebKit

/// Long-press menus on links (iOS): the engine's own, whose Open goes through the navigation chain.
extension WKWebEngine {
    /// Answers a long press on a link with Open and Copy Link and no page preview; anything else gets no menu.
    ///
    /// Without a preview provider WebKit lifts the pressed link itself as the preview, so nothing of the link's
    /// page loads before the reader picks Open (`LinkContextMenu`).
    public func webView(
        _ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
        completionHandler: @escaping @MainActor @Sendable (UIContextMenuConfiguration?) -> Void
    ) {
        let items = LinkContextMenu.items(for: elementInfo.linkURL)
        guard let url = elementInfo.linkURL, !items.isEmpty, !isClosed else {
            completionHandler(nil)
            return
        }
        let actions = items.map { item in
            UIAction(title: item.title) { [weak self] _ in self?.perform(item, on: url) }
        }
        completionHandler(
            UIContextMenuConfiguration(
                identifier: nil, previewProvider: nil, actionProvider: { _ in UIMenu(children: actions) }))
    }

    /// A tap on the lifted link opens it as Open does, after the menu's animation: WebKit would load it itself.
    public func webView(
        _ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
        willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let url = elementInfo.linkURL, LinkContextMenu.items(for: url).contains(.open) else { return }
        animator.addCompletion { [weak self] in self?.perform(.open, on: url) }
    }

    private func perform(_ item: LinkContextMenu.Item, on url: URL) {
        switch item {
        case .open: openLinkFromMenu(url)
        case .copyLink: UIPasteboard.general.url = url
        }
    }
}
#endif
