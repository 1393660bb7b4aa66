import WebContentEgress

/// The service's egress filter: the operator's policy, and what each refusal is told to (the metric).
///
/// Given to every engine pool of the service; each engine the pool makes gets its own ``EgressGate`` as its
/// network proxy, so remote loads, redirects included, pass the check or go nowhere.
struct EgressFilter: Sendable {
    let policy: EgressPolicy
    let onRefusal: @Sendable (String) -> Void
}
