import Clocks
import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// A navigation the page session keeps waiting for the chain (WebKit's decision handler, WebKitGTK's policy
/// decision): answered once, by the chain's verdict or, when the chain does not answer in time, cancelled at the
/// step timeout.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct NavigationDecisionsWaitingTests {
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

    typealias Session = PageSession<PageSessionTests.Navigation?, String, String>

    /// The engine's side of an answer, given or performed.
    static func record(_ command: Session.Command?, in answers: Answers) {
        if case .decide(let item, let allow)? = command { answers.given.append("\(item)=\(allow)") }
    }

    /// A session whose answers go to `answers`.
    func makeSession(_ answers: Answers) -> Session {
        Session(clock: clock, reader: PageMessageInbox.reader(for: WebViewConfiguration()), overtakingCalls: false) {
            Self.record($0, in: answers)
        }
    }

    /// The content's click on `item`, asked of `session` and, since it is not the session's own load, of `chain`;
    /// the verdict's answer goes to `answers`.
    private func decide(
        _ item: String, in session: Session, answers: Answers, chain: [any NavigationActionHandler]
    ) {
        let report = NavigationReport(url: click.url, type: .linkActivated, isUserGesture: true, isNewWindow: false)
        guard case .askChain(let id) = session.navigationAsked(report, waiting: item, timeout: .seconds(5)) else {
            Issue.record("the session did not ask the chain")
            return
        }
        var attempts = ContentAttempts()
        NavigationDecisions.ask(
            click, chain: NavigationChain(chain), attempts: &attempts, routingTo: FakeWebEngine()
        ) { allow in Self.record(session.navigationDecided(id, allow: allow), in: answers) }
    }

    @Test func theChainsVerdictAnswersTheWaitingNavigation() async {
        let answers = Answers()
        let session = makeSession(answers)
        decide("allowed", in: session, answers: answers, chain: [Deciding(decision: .allow)])
        decide("cancelled", in: session, answers: answers, chain: [Deciding(decision: .cancel)])
        #expect(await eventually { answers.given.count == 2 })
        #expect(Set(answers.given) == ["allowed=true", "cancelled=false"])
        #expect(session.waitingNavigations == 0)
    }

    @Test func aChainThatDoesNotAnswerInTimeIsCancelledAndItsLateVerdictIgnored() async {
        let answers = Answers()
        let session = makeSession(answers)
        let held = HeldHandler()
        decide("held", in: session, answers: answers, chain: [held])
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
