/// Which open messages get an engine after a scroll, and which give theirs back: the column's decision, made
/// from numbers alone so it is tested without an engine.
struct EnginePlan: Equatable, Sendable {
    /// What the plan needs to know of one message card.
    struct Card: Equatable, Sendable {
        /// A person opened it.
        var isOpen: Bool
        /// An engine shows it now.
        var isLive: Bool
        /// An engine is being made for it: it is neither parked nor opened again.
        var isAttaching: Bool
        /// Its top and height in the column; nil before GTK laid it out (then it counts as off screen).
        var bounds: (top: Double, height: Double)?

        static func == (lhs: Card, rhs: Card) -> Bool {
            lhs.isOpen == rhs.isOpen && lhs.isLive == rhs.isLive && lhs.isAttaching == rhs.isAttaching
                && lhs.bounds?.top == rhs.bounds?.top && lhs.bounds?.height == rhs.bounds?.height
        }
    }

    /// The column's visible band: content pixels above it, and its height.
    struct Viewport: Equatable, Sendable {
        var top: Double
        var height: Double

        /// Whether the band shows at least a pixel of `bounds`.
        func shows(_ bounds: (top: Double, height: Double)?) -> Bool {
            guard let bounds else { return false }
            return bounds.top < top + height && bounds.top + bounds.height > top
        }
    }

    /// Live cards whose engine closes (off screen), in column order.
    var park: [Int] = []
    /// Open cards that get an engine, in the order they should render.
    var open: [Int] = []

    /// The plan for `cards` under `viewport`: every open card on screen gets an engine; unless `keepsEngines`, a
    /// live card off screen is parked.
    static func make(cards: [Card], viewport: Viewport, keepsEngines: Bool) -> EnginePlan {
        var plan = EnginePlan()
        for (index, card) in cards.enumerated() {
            let shown = viewport.shows(card.bounds)
            if card.isLive, !card.isAttaching, !shown, !keepsEngines { plan.park.append(index) }
            if card.isOpen, !card.isLive, !card.isAttaching, shown { plan.open.append(index) }
        }
        return plan
    }
}
