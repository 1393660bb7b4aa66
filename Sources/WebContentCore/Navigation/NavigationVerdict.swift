/// What the chain decided for one navigation, which handler decided, and why: every decision carries its
/// handler and reason, for logs and tests.
public struct NavigationVerdict: Hashable, Sendable {
    public var decision: NavigationDecision
    /// The name of the handler that decided (`initial-load` and `fallback` when none did).
    public var handler: String
    public var reason: String

    public init(_ decision: NavigationDecision, by handler: String, because reason: String) {
        self.decision = decision
        self.handler = handler
        self.reason = reason
    }
}
