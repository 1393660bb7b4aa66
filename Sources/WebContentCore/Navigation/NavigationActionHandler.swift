/// One link of the navigation chain of responsibility.
///
/// A handler returns what it does with the action instead of calling a decision handler, so it can decide
/// at most once by construction: either ``NavigationHandling/decide(_:reason:)`` or ``NavigationHandling/pass``.
public protocol NavigationActionHandler: Sendable {
    /// The handler's name in traces.
    var name: String { get }

    /// Decides the action, or passes it to the next handler. May suspend (ask a deeplink opener, say).
    func handle(_ action: NavigationAction) async -> NavigationHandling
}

/// A handler's answer.
public enum NavigationHandling: Hashable, Sendable {
    case decide(NavigationDecision, reason: String)
    case pass
}
