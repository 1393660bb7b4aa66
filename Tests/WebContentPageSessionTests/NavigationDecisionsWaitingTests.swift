import Clocks
import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// A navigation whose engine waits on the verdict (WKWebView's decision handler): answered once, by the chain or,
/// when the chain does not answer in time, cancelled at the step timeout.
@MainActor
@Suite struct NavigationDecisionsWaitingTests {
    /// A chain link that answers only when the test lets it.
    final class HeldHandler: NavigationActionHandler, @unchecked Sendable {
        let name = "held"
        var waiting: CheckedContinuation<NavigationHandling, Never>?
        func handle(_ action: NavigationAction) async -> NavigationHandling {
            await withCheckedContinuation { waiting = $0 }
        }
    }

    /// A chain link that decides at once.
    struct Deciding: NavigationActionHandler {
        let name = "deciding"
        let decision: NavigationDecision
        func handle(_ action: NavigationAction) async -> NavigationHandling { .decide(decision, reason: "test") }
    }

    final class Answers {
        var given: [String] = []
    }

    let clock = TestClock()
    let click = NavigationAction(
        url: URL(string: "https://example.com/"), kind: .linkActivated, isUserGesture: true, isMainFrame: true)

    private func decide(
        _ item: String, in decisions: WaitingAnswers<String, Bool>, chain: [any NavigationActionHandler]
    ) {
        var attempts = ContentAttempts()
        let configuration = WebViewConfiguration {
            $0.navigationChain = NavigationChain(chain)
            $0.stepTimeout = .seconds(5)
        }
        NavigationDecisions.decide(
            click, waiting: item, in: decisions, configuration: configuration, attempts: &attempts,
            routingTo: FakeWebEngine())
    }

    @Test func theChainsVerdictAnswersTheWaitingNavigation() async {
        let answers = Answers()
        let decisions = WaitingAnswers<String, Bool>(clock: clock) { answers.given.append("\($0)=\($1)") }
        decide("allowed", in: decisions, chain: [Deciding(decision: .allow)])
        decide("cancelled", in: decisions, chain: [Deciding(decision: .cancel)])
        #expect(await eventually { answers.given.count == 2 })
        #expect(Set(answers.given) == ["allowed=true", "cancelled=false"])
        #expect(decisions.count == 0)
    }

    @Test func aChainThatDoesNotAnswerInTimeIsCancelledAndItsLateVerdictIgnored() async {
        let answers = Answers()
        let decisions = WaitingAnswers<String, Bool>(clock: clock) { answers.given.append("\($0)=\($1)") }
        let held = HeldHandler()
        decide("held", in: decisions, chain: [held])
        #expect(await eventually { held.waiting != nil })
        await clock.advance(by: .seconds(4))
        #expect(answers.given.isEmpty)  // negative control: short of the step timeout it still waits
        await clock.advance(by: .seconds(1))
        #expect(await eventually { answers.given == ["held=false"] })
        held.waiting?.resume(returning: .decide(.allow, reason: "late"))
        for _ in 0..<100 { await Task.yield() }
        #expect(answers.given == ["held=false"])
    }
}
