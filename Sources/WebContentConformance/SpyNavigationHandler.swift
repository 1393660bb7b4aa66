import Foundation
public import WebContentCore

/// A navigation handler that records every action it sees and answers with a fixed decision.
///
/// Each engine's navigation tests put it in the chain to see what reached the chain, and how often.
public final class SpyNavigationHandler: NavigationActionHandler, @unchecked Sendable {
    /// The handler's name in verdicts and logs: `spy`.
    public let name = "spy"
    private let lock = NSLock()
    private var seen: [NavigationAction] = []
    private let decision: @Sendable (NavigationAction) -> NavigationHandling

    /// A spy answering each action with `decision`; by default it passes.
    public init(_ decision: @escaping @Sendable (NavigationAction) -> NavigationHandling = { _ in .pass }) {
        self.decision = decision
    }

    /// Records the action and answers with the decision.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        lock.withLock { seen.append(action) }
        return decision(action)
    }

    /// Every action, in order.
    public var actions: [NavigationAction] { lock.withLock { seen } }

    /// Actions other than the engine's own loads.
    public var contentActions: [NavigationAction] { actions.filter { !$0.isInitialLoad } }
}
