#if canImport(WebKit)
import Foundation
import WebKit

/// A navigation decision handler that WebKit gets called exactly once.
///
/// WebKit raises an exception when a decision handler is called twice and leaves the navigation hanging when
/// it is never called (both are peers' bugs). Whoever answers first wins: the chain, the timeout, a closed
/// engine or a dead web process; later answers do nothing.
@MainActor
final class DecisionOnce {
    private var handler: (@MainActor @Sendable (WKNavigationActionPolicy) -> Void)?
    private var timer: Task<Void, Never>?

    init(_ handler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        self.handler = handler
    }

    /// Whether nothing was decided yet.
    var isPending: Bool { handler != nil }

    /// Applies `policy` if nothing was decided yet.
    func decide(_ policy: WKNavigationActionPolicy) {
        guard let handler else { return }
        self.handler = nil
        timer?.cancel()
        timer = nil
        handler(policy)
    }

    /// Cancels the navigation after `timeout` unless it was decided before; `onExpire` runs when it was not.
    func expire(after timeout: Duration, onExpire: @escaping @MainActor () -> Void) {
        timer = Task { [weak self] in
            do {
                try await Task.sleep(for: timeout)
            } catch {
                return
            }
            guard let self, self.isPending else { return }
            self.decide(.cancel)
            onExpire()
        }
    }
}
#endif
