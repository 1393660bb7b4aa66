import Clocks
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The table of waiting navigation decisions and page-message replies both adapters keep, without an engine:
/// deadlines on a test clock, so no test waits for time to pass.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct WaitingAnswersTests {
    let clock = TestClock()

    /// A table whose items are names and whose deliveries `log` records.
    private func table(_ log: DeliveryLog) -> WaitingAnswers<String, Bool> {
        WaitingAnswers(clock: clock) { item, answer in
            MainActor.preconditionIsolated("an item is answered on its owner's actor")
            log.delivered.append("\(item)=\(answer)")
        }
    }

    /// Waits for the deadline tasks the test clock released (``settle(_:timeout:until:)``).
    private func settle(_ log: DeliveryLog, until count: Int) async {
        _ = await WebContentPageSessionTests.settle(clock, until: { log.delivered.count >= count })
    }

    @Test func eachItemIsAnsweredExactlyOnce() {
        let log = DeliveryLog()
        let waiting = table(log)
        let first = waiting.add("a")
        let second = waiting.add("b")
        #expect(first != second)
        #expect(waiting.count == 2)
        #expect(waiting.answer(second, with: true))
        // A second answer (a late chain, a deadline) does nothing: WebKit raises on a second decision.
        #expect(!waiting.answer(second, with: false))
        #expect(log.delivered == ["b=true"])
        #expect(waiting.count == 1)
    }

    @Test func anUnansweredItemGetsItsFallbackAtItsDeadlineAndALateAnswerIsIgnored() async {
        let log = DeliveryLog()
        let waiting = table(log)
        let id = waiting.add("nav", expiry: (.milliseconds(100), false))
        // Negative control: short of the deadline it still waits.
        await clock.advance(by: .milliseconds(99))
        #expect(log.delivered.isEmpty)
        await clock.advance(by: .milliseconds(1))
        await settle(log, until: 1)
        #expect(log.delivered == ["nav=false"])
        #expect(!waiting.answer(id, with: true))
        #expect(log.delivered == ["nav=false"])
    }

    @Test func anItemAnsweredInTimeIgnoresItsDeadline() async {
        let log = DeliveryLog()
        let waiting = table(log)
        let id = waiting.add("nav", expiry: (.milliseconds(100), false))
        waiting.answer(id, with: true)
        await clock.advance(by: .seconds(1))
        await clock.run()
        for _ in 0..<100 { await Task.yield() }
        #expect(log.delivered == ["nav=true"])
    }

    @Test func answerAllAnswersEveryWaitingItemOldestFirstAndNothingTwice() {
        let log = DeliveryLog()
        let waiting = table(log)
        _ = waiting.add("a")
        let b = waiting.add("b")
        _ = waiting.add("c")
        waiting.answer(b, with: true)
        waiting.answerAll(with: false)
        #expect(log.delivered == ["b=true", "a=false", "c=false"])
        #expect(waiting.count == 0)
        waiting.answerAll(with: true)
        #expect(log.delivered.count == 3)
    }

    @Test func theDeadlineAnswersEvenWhenTheOwnerLetGoOfTheTable() async {
        let log = DeliveryLog()
        do {
            let waiting = table(log)
            _ = waiting.add("orphan", expiry: (.milliseconds(100), false))
        }
        await clock.advance(by: .milliseconds(100))
        await settle(log, until: 1)
        #expect(log.delivered == ["orphan=false"])
    }

    @Test func aDeadlineAnswersOnAnOwnerThatIsNotTheMainActor() async {
        let owner = AnswerOwner(clock: clock)
        await owner.wait(timeout: .milliseconds(10))
        await clock.advance(by: .milliseconds(10))
        _ = await eventually(timeout: .seconds(120)) { await !owner.delivered.isEmpty }
        #expect(await owner.delivered == [false])
        await owner.close()
    }
}

/// What a table delivered, in order.
@MainActor
final class DeliveryLog {
    var delivered: [String] = []
}

/// An owner that is not the main actor, as the GTK adapter's GLib actor is not.
actor AnswerOwner {
    private let clock: TestClock<Duration>
    private var table: WaitingAnswers<Int, Bool>?
    private(set) var delivered: [Bool] = []

    init(clock: TestClock<Duration>) {
        self.clock = clock
    }

    func wait(timeout: Duration) {
        let table = WaitingAnswers<Int, Bool>(clock: clock) { _, answer in
            self.preconditionIsolated("an item is answered on its owner's actor")
            self.delivered.append(answer)
        }
        self.table = table
        _ = table.add(1, expiry: (timeout, false))
    }

    /// Lets go of the table (which holds the owner).
    func close() {
        table = nil
    }
}
