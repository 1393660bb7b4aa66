import Foundation
import Testing

@testable import WebContentCore

/// The chain runs handlers in order and stops at the first decision: one verdict, traced to its decider.
@Suite(.timeLimit(.minutes(10))) struct NavigationChainTests {
    /// Decides (or passes) and counts how often it is asked.
    final class CountingHandler: NavigationActionHandler, @unchecked Sendable {
        let name: String
        let answer: NavigationHandling
        private let lock = NSLock()
        private var count = 0
        init(_ name: String, _ answer: NavigationHandling) {
            self.name = name
            self.answer = answer
        }
        func handle(_ action: NavigationAction) async -> NavigationHandling {
            lock.withLock { count += 1 }
            try? await Task.sleep(for: .milliseconds(1))  // decisions may suspend
            return answer
        }
        var calls: Int { lock.withLock { count } }
    }

    let click = NavigationAction(url: URL(string: "https://example.com/")!, kind: .linkActivated, isUserGesture: true)

    @Test func firstDecisionWinsAndLaterHandlersAreNeverAsked() async {
        let first = CountingHandler("first", .pass)
        let second = CountingHandler("second", .decide(.cancel, reason: "second says no"))
        let third = CountingHandler("third", .decide(.allow, reason: "third says yes"))
        let verdict = await NavigationChain([first, second, third]).decide(click)
        #expect(
            verdict
                == NavigationVerdict(.cancel, by: "second", because: "second says no"))
        #expect([first.calls, second.calls, third.calls] as [Int] == [1, 1, 0])
    }

    @Test func everyHandlerPassingFallsBack() async {
        let verdict = await NavigationChain([CountingHandler("a", .pass)], fallback: .cancel).decide(click)
        #expect(verdict.decision == .cancel)
        #expect(verdict.handler == "fallback")
    }

    @Test func initialLoadSkipsEveryHandler() async {
        let veto = CountingHandler("veto", .decide(.cancel, reason: "seed's always-cancel"))
        let load = NavigationAction(url: URL(string: "https://bank.example/3ds")!, kind: .other, isInitialLoad: true)
        #expect(await NavigationChain([veto]).decide(load).decision == .allow)
        #expect(veto.calls == 0)
        // Without the initial-load flag the same handler does cancel: the guard, not the handler, saves the load.
        var notInitial = load
        notInitial.isInitialLoad = false
        #expect(await NavigationChain([veto]).decide(notInitial).decision == .cancel)
    }

    @Test func builtChainEndsWithTheDefaultHandlerForItsTrust() async {
        let untrusted = WebViewConfigurator().set(trust: .untrusted).build().navigationChain
        let trusted = WebViewConfigurator().set(trust: .trusted).build().navigationChain
        let script = NavigationAction(url: URL(string: "https://example.com/")!, kind: .other)
        #expect(
            await untrusted.decide(script)
                == NavigationVerdict(.cancel, by: "default", because: "not started by the reader"))
        #expect(await trusted.decide(script).decision == .allow)
        #expect(untrusted.fallback == .cancel)
    }
}
