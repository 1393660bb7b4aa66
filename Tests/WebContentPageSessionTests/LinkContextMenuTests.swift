import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The long-press menu on links: what it offers, and that its Open goes through the chain as the reader's.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct LinkContextMenuTests {
    /// A chain link that records what it was asked and passes, so the chain's default handler decides.
    final class RecordingHandler: NavigationActionHandler, @unchecked Sendable {
        let name = "recording"
        var asked: [NavigationAction] = []
        func handle(_ action: NavigationAction) async -> NavigationHandling {
            asked.append(action)
            return .pass
        }
    }

    final class Applied: @unchecked Sendable {
        var allows: [Bool] = []
        var routes: [NavigationRoute] = []
    }

    let link = URL(string: "https://example.com/article")!

    /// Whether the chain allows `action`, as the adapter applies it (and the routes it reached, into `applied`).
    func decide(_ action: NavigationAction, chain: NavigationChain, applied: Applied = Applied()) async -> Bool? {
        var attempts = ContentAttempts()
        let presentation = FakeWebEngine()
        let spy = SpyEngineDelegate()
        presentation.presentationDelegate = spy
        NavigationDecisions.count(action, in: &attempts)
        let decision = await NavigationDecisions.decide(action, chain: chain)
        applied.allows.append(decision == .allow)
        // The route reaches the presentation's delegate only once the engine applied the decision.
        #expect(spy.routes.isEmpty)
        NavigationDecisions.route(decision, from: presentation)
        applied.routes = spy.routes
        return applied.allows.first
    }

    @Test func aLinkOffersOpenAndCopyAndNothingElseHasAMenu() {
        #expect(LinkContextMenu.items(for: link) == [.open, .copyLink])
        #expect(LinkContextMenu.items(for: URL(string: "mailto:a@example.com")) == [.open, .copyLink])
        #expect(LinkContextMenu.items(for: nil).isEmpty)
        #expect(LinkContextMenu.items(for: URL(string: "javascript:alert(1)")).isEmpty)
        #expect(LinkContextMenu.items(for: URL(string: "data:text/html,hi")).isEmpty)
        #expect(LinkContextMenu.Item.open.title == "Open")
    }

    @Test func openIsTheReadersLinkActivationInTheMainFrame() {
        let action = LinkContextMenu.openAction(link)
        #expect(action.url == link)
        #expect(action.kind == .linkActivated)
        #expect(action.isUserGesture)
        #expect(action.isMainFrame)
        #expect(!action.isInitialLoad)
    }

    /// The load an allowed Open starts is reported by WebKit as type "other" without a gesture: untrusted
    /// content's chain would cancel it. Described as the reader's activation, it is allowed as the menu was.
    @Test func theLoadOfAnOpenedLinkReachesTheChainAsTheReadersActivation() async {
        let recorder = RecordingHandler()
        let chain = NavigationChain([recorder, DefaultNavigationActionHandler(trust: .untrusted)])
        let appStarted = NavigationAction(url: URL(string: "https://example.com/article/"), kind: .other)
        #expect(await decide(appStarted, chain: chain) == false)

        var menu = LinkContextMenu()
        #expect(await decide(LinkContextMenu.openAction(link), chain: chain) == true)
        menu.opened(link)
        let described = menu.describe(appStarted)
        #expect(described.kind == .linkActivated && described.isUserGesture)
        #expect(await decide(described, chain: chain) == true)
        #expect(recorder.asked.map(\.kind) == [.other, .linkActivated, .linkActivated])
        // Once only: the next app-started load to the same URL is the content's again.
        #expect(menu.openedURL == nil && !menu.isOpenedLink(link))
        let again = menu.describe(appStarted)
        #expect(again == appStarted)
    }

    @Test func onlyTheOpenedLinksMainFrameLoadIsDescribedAnew() {
        var menu = LinkContextMenu()
        menu.opened(link)
        let other = NavigationAction(url: URL(string: "https://example.com/elsewhere"), kind: .other)
        let frame = NavigationAction(url: link, kind: .other, isMainFrame: false)
        let initial = NavigationAction(url: link, kind: .other, isInitialLoad: true)
        let submitted = NavigationAction(url: link, kind: .formSubmitted)
        #expect(menu.isOpenedLink(URL(string: "https://example.com/article/")))
        #expect(!menu.isOpenedLink(other.url))
        for action in [other, frame, initial, submitted] {
            let described = menu.describe(action)
            #expect(described == action)
        }
        #expect(menu.openedURL == link)
    }

    @Test func theLoadOfAnOpenedLinkIsAppStartedAndNeverAskedForItsSourceFrame() {
        var menu = LinkContextMenu()
        let load = NavigationReport(url: link, type: .other, isUserGesture: false, isNewWindow: false)
        var asked = 0
        let sourceFrame: () -> Bool? = {
            asked += 1
            return false
        }
        // Negative control: before the menu opened it, the same load is the content's, asked for its source frame.
        #expect(menu.action(for: load, isInitialLoad: false, sourceFrameIsMain: sourceFrame).isMainFrame == false)
        #expect(asked == 1)
        menu.opened(link)
        let opened = menu.action(for: load, isInitialLoad: false, sourceFrameIsMain: sourceFrame)
        #expect(asked == 1)
        #expect(opened.kind == .linkActivated && opened.isUserGesture && opened.isMainFrame && !opened.isInitialLoad)
        // The initial load is app-started too, and stays what it is.
        let initial = menu.action(for: load, isInitialLoad: true, sourceFrameIsMain: sourceFrame)
        #expect(asked == 1)
        #expect(initial.kind == .other && initial.isInitialLoad && initial.isMainFrame)
    }

    @Test func aRoutedOpenReachesTheRouteAndLoadsNothing() async {
        let chain = NavigationChain([ExternalLinkNavigationActionHandler()])
        let applied = Applied()
        #expect(await decide(LinkContextMenu.openAction(link), chain: chain, applied: applied) == false)
        _ = await eventually { !applied.routes.isEmpty }
        #expect(applied.routes == [.browser(link)])
    }
}
