import WebContentCore

/// What an engine asked and still waits to hear back: navigation decisions waiting for the configuration's chain, page
/// messages waiting for the router.
///
/// Every adapter keeps its waiting ones here, so each is answered by the same rules: exactly once (WebKit raises an
/// exception when a decision handler runs twice, and insists on one reply per message), by its answer, at its deadline,
/// or together with the rest when the page goes.
///
/// Not `Sendable` and bound to no actor, like ``PendingCalls``: it belongs to its adapter's isolation (the main
/// actor for WKWebView, the GLib actor for WebKitGTK), and a deadline comes back to that same actor.
package final class WaitingAnswers<Item, Answer> {
    private var waiting: [UInt64: Item] = [:]
    private var nextID: UInt64 = 0
    /// Hands an answer to the engine's item: WebKit's decision handler, a reply object.
    private let deliver: (Item, Answer) -> Void
    /// Turns a timeout into a sleep to its deadline; the deadline is fixed when the item arrives.
    private let deadline: (Duration) -> @Sendable () async throws -> Void

    /// An empty table whose items `deliver` answers and whose deadlines run on `clock` (a test clock in tests).
    package init<C: Clock<Duration>>(clock: C, deliver: @escaping (Item, Answer) -> Void) {
        self.deliver = deliver
        deadline = { timeout in
            let due = clock.now.advanced(by: timeout)
            return { try await clock.sleep(until: due, tolerance: nil) }
        }
    }

    /// An empty table on the continuous clock.
    package convenience init(deliver: @escaping (Item, Answer) -> Void) {
        self.init(clock: ContinuousClock(), deliver: deliver)
    }

    /// How many items are still waiting.
    package var count: Int { waiting.count }

    /// Keeps `item` until it is answered and returns its id; with `expiry`, it is answered `expiry.fallback` when
    /// nothing answered it within `expiry.timeout` (a chain that never answers cannot leave a navigation hanging).
    ///
    /// `isolation` is the owner's actor, where the deadline answers.
    package func add(
        _ item: Item, expiry: (timeout: Duration, fallback: Answer)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) -> UInt64 {
        nextID += 1
        let id = nextID
        waiting[id] = item
        guard let expiry else { return id }
        precondition(isolation != nil, "WaitingAnswers needs its owner's actor for a deadline")
        let sleep = deadline(expiry.timeout)
        // Capturing `isolation` runs the deadline on the owner's actor, where the table lives. The deadline keeps
        // the table until then: an item is answered even when its owner went away without closing (WebKit raises
        // an exception for a decision handler released unanswered).
        Task {
            _ = isolation
            try? await sleep()
            self.answer(id, with: expiry.fallback)
        }
        return id
    }

    /// Takes the item `id` out unanswered, for its owner to answer; nil when it was answered or taken already.
    package func take(_ id: UInt64) -> Item? {
        waiting.removeValue(forKey: id)
    }

    /// Answers the item `id` with `answer`; false when it was answered already, which then does nothing.
    @discardableResult
    package func answer(_ id: UInt64, with answer: Answer) -> Bool {
        guard let item = waiting.removeValue(forKey: id) else { return false }
        deliver(item, answer)
        return true
    }

    /// Answers every waiting item with `answer`, oldest first: the page is going (closing, its web process died).
    package func answerAll(with answer: Answer) {
        for id in waiting.keys.sorted() { self.answer(id, with: answer) }
    }
}
