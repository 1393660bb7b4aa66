/// An ordered chain of ``NavigationActionHandler``s: the first that decides wins.
public struct NavigationChain: Sendable {
    /// The handlers, asked in order.
    public let handlers: [any NavigationActionHandler]
    /// What happens when every handler passes.
    public let fallback: NavigationDecision

    /// A chain of `handlers` that falls back to `fallback` when every handler passes.
    public init(_ handlers: [any NavigationActionHandler], fallback: NavigationDecision = .allow) {
        self.handlers = handlers
        self.fallback = fallback
    }

    /// Runs the chain once and returns exactly one verdict.
    ///
    /// The load of our own content is allowed before any handler sees it: a deeplink or payment handler
    /// can never blank the module by cancelling it: a handler that cancelled it would leave the module blank.
    public func decide(_ action: NavigationAction) async -> NavigationVerdict {
        if action.isInitialLoad {
            return NavigationVerdict(.allow, by: "initial-load", because: "our own content")
        }
        for handler in handlers {
            if case .decide(let decision, let reason) = await handler.handle(action) {
                return NavigationVerdict(decision, by: handler.name, because: reason)
            }
        }
        return NavigationVerdict(fallback, by: "fallback", because: "no handler decided")
    }
}
