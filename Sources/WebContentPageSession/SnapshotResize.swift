import WebContentCore

/// The height a windowless view had before captures grew it, kept while captures overlap.
///
/// A capture that starts while another holds the view taller must plan from, and give back, the view's own height,
/// not the other capture's: the view gets its height back once, when the last capture ends.
package struct SnapshotResize: Sendable {
    private var restingHeight: Double?
    private var holders = 0

    /// No capture holds the view.
    package init() {}

    /// The view's own height: `current`, unless a capture holds it at another.
    package func ownHeight(current: Double) -> Double { restingHeight ?? current }

    /// A capture by `plan` starts: the height to give the view now; nil when the plan keeps the view's height.
    package mutating func begin(_ plan: SnapshotPlan) -> Double? {
        guard plan.viewHeight != plan.restoredHeight else { return nil }
        hold(ownHeight: plan.restoredHeight)
        return plan.viewHeight
    }

    /// A capture by `plan` ends: the height to give the view back; nil when the plan kept it or another capture
    /// still holds it.
    package mutating func end(_ plan: SnapshotPlan) -> Double? {
        guard plan.viewHeight != plan.restoredHeight else { return nil }
        return release()
    }

    /// A capture resizes the view whose own height is `height`.
    package mutating func hold(ownHeight height: Double) {
        if holders == 0 { restingHeight = height }
        holders += 1
    }

    /// A capture ends: the height to give the view back when it was the last one, nil while others still hold it.
    package mutating func release() -> Double? {
        holders = max(holders - 1, 0)
        guard holders == 0 else { return nil }
        defer { restingHeight = nil }
        return restingHeight
    }
}
