import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The navigation flow both adapters share: count, ask the chain, apply once, route.
@MainActor
@Suite struct NavigationDecisionsTests {
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
        NavigationDecisions.decide(action, chain: chain, attempts: &attempts, routingTo: presentation) { allow in
            applied.allows.append(allow)
        }
        _ = await eventually { !applied.allows.isEmpty }
        // The route reaches the presentation's delegate after the verdict was applied.
        for _ in 0..<100 { await Task.yield() }
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
