import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The navigation flow both adapters share: count, ask the chain, apply once, route.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct NavigationDecisionsTests {
    final class Applied: @unchecked Sendable {
        var allows: [Bool] = []
        var routes: [NavigationRoute] = []
    }

    func decide(_ action: NavigationAction, chain: NavigationChain) async -> (Applied, ContentAttempts) {
        let applied = Applied()
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
        return (applied, attempts)
    }

    @Test func aRouteCancelsTheNavigationAndReachesThePresentation() async {
        let routes = try! RouteTable(rules: [RouteRule(name: "product", pattern: "/product/:id")])
        let chain = NavigationChain([NativeScreenNavigationActionHandler(routes: routes)])
        let url = URL(string: "https://shop.example/product/7")!
        let (applied, attempts) = await decide(
            NavigationAction(url: url, kind: .linkActivated, isUserGesture: true, isMainFrame: true), chain: chain)
        #expect(applied.allows == [false])
        #expect(applied.routes == [.native(screen: "product", parameters: ["id": "7"], url: url)])
        #expect(attempts.navigations == 0)
    }

    @Test func aNavigationWithoutAGestureIsCountedAndAnInitialLoadIsNot() async {
        let chain = NavigationChain([])
        let url = URL(string: "https://example.com/")!
        let (_, counted) = await decide(
            NavigationAction(url: url, kind: .other, isUserGesture: false, isMainFrame: true), chain: chain)
        #expect(counted.navigations == 1)
        let (_, initial) = await decide(
            NavigationAction(url: url, kind: .other, isUserGesture: false, isMainFrame: true, isInitialLoad: true),
            chain: chain)
        #expect(initial.navigations == 0)
    }

    @Test func sameTargetIgnoresOnlyTheTrailingSlash() {
        let given = URL(string: "webcontent://host/doc")
        #expect(NavigationDecisions.sameTarget(URL(string: "webcontent://host/doc/"), given))
        #expect(!NavigationDecisions.sameTarget(URL(string: "webcontent://host/other"), given))
        #expect(!NavigationDecisions.sameTarget(nil, given))
    }
}
