package import Foundation
package import WebContentCore

/// What a long press on a link offers, and how its "Open" goes through the navigation chain.
///
/// WebKit's own menu would preview the link (a load outside the chain and the page's CSP) or open it on its own.
/// Ours offers Open and Copy Link and no page preview. Open is put to the configuration's chain as the link
/// activation it stands for; when the chain allows it, the adapter loads the link, and that load (which WebKit
/// reports as an app-started navigation of type "other") is described to the chain again as the reader's link
/// activation, so the chain decides it as it decided the menu, never as a navigation the content made.
package struct LinkContextMenu: Hashable, Sendable {
    /// An entry of the menu.
    package enum Item: Hashable, Sendable {
        case open
        case copyLink

        /// The entry's title.
        package var title: String {
            switch self {
            case .open: "Open"
            case .copyLink: "Copy Link"
            }
        }
    }

    /// The link the chain allowed from the menu, until the load that follows asks about it.
    package private(set) var openedURL: URL?

    /// A menu with nothing opened yet.
    package init() {}

    /// The entries for a long press on `linkURL`: none without a link (no menu at all) or for a URL that is never
    /// followed (`javascript:` and the like: nothing to open, and nothing a reader should paste elsewhere).
    package static func items(for linkURL: URL?) -> [Item] {
        guard let linkURL else { return [] }
        let scheme = linkURL.scheme?.lowercased() ?? ""
        if scheme.isEmpty || DefaultNavigationActionHandler.forbiddenSchemes.contains(scheme) { return [] }
        return [.open, .copyLink]
    }

    /// The navigation an Open from the menu is: a main-frame link the reader activated.
    package static func openAction(_ url: URL) -> NavigationAction {
        NavigationAction(url: url, kind: .linkActivated, isUserGesture: true, isMainFrame: true)
    }

    /// Records that the chain allowed opening `url`: the adapter loads it next.
    package mutating func opened(_ url: URL) {
        openedURL = url
    }

    /// Whether `url` is the opened link whose load is awaited.
    ///
    /// An adapter asks before it reads anything WebKit leaves out of a load the app started (its source frame: WebKit
    /// hands over none).
    package func isOpenedLink(_ url: URL?) -> Bool {
        openedURL != nil && NavigationDecisions.sameTarget(url, openedURL)
    }

    /// The chain's question for `report` in an engine with this menu: the initial load (`isInitialLoad`) and the
    /// load of the opened link are loads the app started, whose source frame is never asked of `sourceFrameIsMain`
    /// (``NavigationReport/action(isInitialLoad:isAppStarted:sourceFrameIsMain:)``), and the opened link's load is
    /// the reader's activation (``describe(_:)``).
    package mutating func action(
        for report: NavigationReport, isInitialLoad: Bool, sourceFrameIsMain: () -> Bool?
    ) -> NavigationAction {
        let isMenuLoad = report.hasAppStartedShape && isOpenedLink(report.url)
        return describe(
            report.action(
                isInitialLoad: isInitialLoad, isAppStarted: isInitialLoad || isMenuLoad,
                sourceFrameIsMain: sourceFrameIsMain))
    }

    /// The navigation the chain is asked about: the load of an opened link is the reader's link activation; anything
    /// else is `action` unchanged.
    ///
    /// The opened link is forgotten once its load asked.
    package mutating func describe(_ action: NavigationAction) -> NavigationAction {
        guard let openedURL, action.isMainFrame, !action.isInitialLoad, action.kind == .other,
            NavigationDecisions.sameTarget(action.url, openedURL)
        else { return action }
        self.openedURL = nil
        var described = action
        described.kind = .linkActivated
        described.isUserGesture = true
        return described
    }
}
