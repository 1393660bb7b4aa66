/// What the chain decided for one navigation, which handler decided, and why: every decision carries its
/// handler and reason, for logs and tests.
public struct NavigationVerdict: Hashable, Sendable {
    /// What happens to the navigation.
    public var decision: NavigationDecision
    /// The name of the handler that decided (`initial-load` and `fallback` when none did).
    public var handler: String
    /// Why the handler decided so, for logs and tests.
    public var reason: String

    /// The verdict `decision`, made by `handler` because of `reason`.
    public init(_ decision: NavigationDecision, by handler: String, because reason: String) {
        self.decision = decision
        self.handler = handler
        self.reason = reason
    }
}

/// What happens to a navigation.
public enum NavigationDecision: Hashable, Sendable {
    case allow
    case cancel
    /// Cancel, and send the reader to the route instead.
    case route(NavigationRoute)
}
