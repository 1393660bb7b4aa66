import Foundation

/// Admission for the render service: a fixed number of renders at once and a bounded line of requests waiting.
///
/// A request that finds every slot busy and the line full is refused at once (the service answers 429), so a
/// client can tell a full queue from a dead server; one that waits in line longer than its deadline is refused
/// then (503) instead of holding its connection open for a render that would start too late to be useful. The
/// deadline runs on an injected clock, so a test can move time without waiting for it.
@MainActor
final class RenderQueue<C: Clock> where C.Duration == Duration {
    /// Why a request was not admitted.
    enum Rejection: Error, Equatable {
        /// Every slot was busy and the line was full.
        case full
        /// The request waited in line until its deadline passed.
        case deadline
    }

    /// Renders that may run at once.
    let slots: Int
    /// Requests that may wait for a slot.
    let capacity: Int
    let clock: C
    /// Renders holding a slot now.
    private(set) var running = 0
    /// Requests in line, oldest first; each resumes with whether it got a slot.
    private var line: [(id: Int, admit: CheckedContinuation<Bool, Never>)] = []
    private var nextID = 0

    init(slots: Int, capacity: Int, clock: C) {
        self.slots = max(1, slots)
        self.capacity = max(0, capacity)
        self.clock = clock
    }

    /// Requests waiting for a slot.
    var waiting: Int { line.count }

    /// Takes a slot, waiting in line for one until `deadline`; pair every successful call with ``leave()``.
    func enter(deadline: C.Instant) async throws(Rejection) {
        if running < slots && line.isEmpty {
            running += 1
            return
        }
        guard line.count < capacity else { throw .full }
        let id = nextID
        nextID += 1
        let timer = Task { [clock] in
            // Cancelled when the request got its slot first; expiring an id no longer in line does nothing.
            try? await clock.sleep(until: deadline, tolerance: nil)
            self.expire(id)
        }
        let admitted = await withCheckedContinuation { line.append((id, $0)) }
        timer.cancel()
        if !admitted { throw .deadline }
    }

    /// Gives a slot back: to the oldest request in line if there is one, which then runs in its place.
    func leave() {
        if line.isEmpty {
            running = max(0, running - 1)
        } else {
            line.removeFirst().admit.resume(returning: true)
        }
    }

    private func expire(_ id: Int) {
        guard let index = line.firstIndex(where: { $0.id == id }) else { return }
        line.remove(at: index).admit.resume(returning: false)
    }
}
