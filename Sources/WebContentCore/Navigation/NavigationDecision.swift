/// What happens to a navigation.
public enum NavigationDecision: Hashable, Sendable {
    case allow
    case cancel
    /// Cancel, and send the reader to the route instead.
    case route(NavigationRoute)
}
