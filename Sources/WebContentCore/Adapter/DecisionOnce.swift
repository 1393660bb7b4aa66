/// A decision handler that can be called at most once: the first decision wins, later ones are ignored.
///
/// WebKit raises an exception when a navigation's decision handler runs twice (the seed's peers crashed on it);
/// adapters wrap the engine's handler in one of these. An undecided navigation falls back at its deadline.
@MainActor
package final class DecisionOnce<Policy: Sendable> {
    private var handler: (@MainActor @Sendable (Policy) -> Void)?
    private var timer: Task<Void, Never>?

    package init(_ handler: @escaping @MainActor @Sendable (Policy) -> Void) {
        self.handler = handler
    }

    /// Whether no decision has been made yet.
    package var isPending: Bool { handler != nil }

    /// Decides, unless a decision was already made.
    package func decide(_ policy: Policy) {
        guard let handler else { return }
        self.handler = nil
        timer?.cancel()
        timer = nil
        handler(policy)
    }

    /// Decides `fallback` after `timeout` unless a decision came first, then calls `onExpire`.
    package func expire(after timeout: Duration, with fallback: Policy, onExpire: @escaping @MainActor () -> Void) {
        timer = Task { [weak self] in
            do {
                try await Task.sleep(for: timeout)
            } catch {
                return
            }
            guard let self, self.isPending else { return }
            self.decide(fallback)
            onExpire()
        }
    }
}
