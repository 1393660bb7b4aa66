import Clocks
import Foundation
import Testing

@testable import webcontent

/// The render service's admission, on a clock the test moves: a full line is refused at once, a request that
/// waits past its deadline is refused then, and a freed slot goes to the oldest request in line.
@MainActor
@Suite
struct RenderQueueTests {
    typealias Queue = RenderQueue<TestClock<Duration>>

    let clock = TestClock()

    /// Lets queued tasks run until `condition` holds (each step is a yield, not a wait on the wall clock).
    func settle(_ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() { await Task.yield() }
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
    func aFullLineIsRefusedAtOnceAndABiggerLineTakesTheSameBurst() async {
        for (capacity, refused) in [(1, 2), (4, 0)] {
            let queue = Queue(slots: 1, capacity: capacity, clock: clock)
            let burst = (0..<4).map { _ in enter(queue) }
            await settle { queue.running + queue.waiting >= min(4, 1 + capacity) }
            // The first runs, `capacity` wait; the line's bound refuses the rest without waiting for any clock.
            var rejections: [Queue.Rejection] = []
            for _ in 0..<4 {
                queue.leave()
                await settle { false }
            }
            for task in burst { if let rejection = await task.value { rejections.append(rejection) } }
            #expect(rejections == Array(repeating: .full, count: refused), "capacity \(capacity)")
        }
    }

    @Test
    func aRequestWaitingPastItsDeadlineIsRefusedThen() async {
        let queue = Queue(slots: 1, capacity: 4, clock: clock)
        #expect(await enter(queue).value == nil)
        let late = enter(queue, within: 5)
        await settle { queue.waiting == 1 }
        await clock.advance(by: .seconds(4))
        await settle { false }
        #expect(queue.waiting == 1, "still in line before its deadline")
        await clock.advance(by: .seconds(1))
        #expect(await late.value == .deadline)
        #expect(queue.waiting == 0)
        #expect(queue.running == 1, "the refused request never took a slot")
    }

    @Test
    func aFreedSlotGoesToTheOldestRequestInLine() async {
        let queue = Queue(slots: 1, capacity: 4, clock: clock)
        #expect(await enter(queue).value == nil)
        var order: [Int] = []
        var waiters: [Task<Void, Never>] = []
        for number in 0..<3 {
            let task = enter(queue)
            await settle { queue.waiting == number + 1 }
            waiters.append(
                Task {
                    _ = await task.value
                    order.append(number)
                })
        }
        for _ in 0..<3 {
            queue.leave()
            await settle { order.count == 3 - queue.waiting }
        }
        for waiter in waiters { await waiter.value }
        #expect(order == [0, 1, 2])
        #expect(queue.running == 1, "each freed slot passed on, none lost")
        queue.leave()
        #expect(queue.running == 0)
    }
}
