import Clocks
import Foundation
import Testing
import WebContentConformance

@testable import webcontent

/// The render service's admission, on a clock the test moves: a full line is refused at once, a request that
/// waits past its deadline is refused then, and a freed slot goes to the oldest request in line.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RenderQueueTests {
    typealias Queue = RenderQueue<TestClock<Duration>>

    let clock = TestClock()

    /// Lets queued tasks run until `condition` holds, for at most two minutes of real time; whether it held.
    ///
    /// A bound on real time, not a count of yields: a request's deadline task sleeps on the clock from the cooperative
    /// pool, which a loaded machine's other tests can hold for longer than any number of yields on the main actor.
    /// Each poll advances the clock by nothing, because a deadline task that reaches the clock only after the test
    /// moved it to exactly its deadline sleeps until an instant equal to the clock's now, which `TestClock` resumes
    /// only on a later advance (the test then awaited that request for ever).
    func settle(_ condition: () -> Bool) async -> Bool {
        await eventually(timeout: .seconds(120)) {
            await clock.advance(by: .zero)
            return condition()
        }
    }

    /// Waits until something sleeps on the clock: a request's deadline is set before the test moves time.
    func sleeping() async -> Bool {
        await eventually(timeout: .seconds(120)) { (try? await clock.checkSuspension()) == nil }
    }

    func enter(_ queue: Queue, within seconds: Int = 10) -> Task<Queue.Rejection?, Never> {
        let deadline = clock.now.advanced(by: .seconds(seconds))
        return Task {
            do throws(Queue.Rejection) {
                try await queue.enter(deadline: deadline)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test
    func aFullLineIsRefusedAtOnceAndABiggerLineTakesTheSameBurst() async throws {
        for (capacity, refused) in [(1, 2), (4, 0)] {
            let queue = Queue(slots: 1, capacity: capacity, clock: clock)
            let burst = (0..<4).map { _ in enter(queue) }
            let answered = Answered()
            for task in burst { Task { if await task.value != nil { answered.refusals += 1 } } }
            // Every request has had its answer or its place before a slot is freed: one that came after the frees
            // would wait in line for a slot nobody gives back.
            try #require(await settle { queue.running + queue.waiting + answered.refusals == burst.count })
            // The first runs, `capacity` wait; the line's bound refuses the rest without waiting for any clock. Each
            // leave hands the slot to the oldest in line, so four free everyone admitted.
            for _ in 0..<4 { queue.leave() }
            var rejections: [Queue.Rejection] = []
            for task in burst { if let rejection = await task.value { rejections.append(rejection) } }
            #expect(rejections == Array(repeating: .full, count: refused), "capacity \(capacity)")
        }
    }

    /// How many of a burst's requests were refused so far.
    @MainActor final class Answered {
        var refusals = 0
    }

    @Test
    func aRequestWaitingPastItsDeadlineIsRefusedThen() async throws {
        let queue = Queue(slots: 1, capacity: 4, clock: clock)
        #expect(await enter(queue).value == nil)
        let late = enter(queue, within: 5)
        try #require(await settle { queue.waiting == 1 })
        // Its deadline is on the clock before time moves, so the line at 4 s says what the deadline did.
        try #require(await sleeping(), "the request's deadline never reached the clock")
        await clock.advance(by: .seconds(4))
        #expect(queue.waiting == 1, "still in line before its deadline")
        await clock.advance(by: .seconds(1))
        try #require(await settle { queue.waiting == 0 }, "still in line after its deadline")
        #expect(await late.value == .deadline)
        #expect(queue.running == 1, "the refused request never took a slot")
    }

    @Test
    func aFreedSlotGoesToTheOldestRequestInLine() async throws {
        let queue = Queue(slots: 1, capacity: 4, clock: clock)
        #expect(await enter(queue).value == nil)
        var order: [Int] = []
        var waiters: [Task<Void, Never>] = []
        for number in 0..<3 {
            let task = enter(queue)
            try #require(await settle { queue.waiting == number + 1 })
            waiters.append(
                Task {
                    _ = await task.value
                    order.append(number)
                })
        }
        for _ in 0..<3 {
            queue.leave()
            try #require(await settle { order.count == 3 - queue.waiting })
        }
        for waiter in waiters { await waiter.value }
        #expect(order == [0, 1, 2])
        #expect(queue.running == 1, "each freed slot passed on, none lost")
        queue.leave()
        #expect(queue.running == 0)
    }
}
