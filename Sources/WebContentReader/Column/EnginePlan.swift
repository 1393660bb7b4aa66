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

        /// The band and `viewports` of its own height above and below it.
        func widened(by viewports: Double) -> Viewport {
            Viewport(top: top - height * viewports, height: height * (1 + 2 * viewports))
        }

        /// Whether the band shows at least a pixel of `bounds`.
        func shows(_ bounds: (top: Double, height: Double)?) -> Bool {
            guard let bounds else { return false }
            return bounds.top < top + height && bounds.top + bounds.height > top
        }
    }

    /// Which way the column last scrolled: where the next messages come from.
    enum Direction: Equatable, Sendable {
        case down, up
    }

    /// Live cards whose engine closes, in column order.
    var park: [Int] = []
    /// Open cards that get an engine, in the order they should render: those on screen first, then those ahead.
    var open: [Int] = []

    /// The plan for `cards` under `viewport`, scrolling in `direction`, with at most `budget` engines.
    ///
    /// Every open card on screen gets an engine (whatever the budget: what a person sees comes first). The rest
    /// of the budget goes ahead, in the direction of travel: open cards within one viewport past the visible
    /// band, nearest first, render before they come into view, so paging at a reading pace finds them painted.
    /// Engines still being made for cards outside both bands take their share of the budget until they are parked.
    /// Unless `keepsEngines`, every other live card is parked (one behind the reader is the cheapest to lose).
    static func make(
        cards: [Card], viewport: Viewport, direction: Direction = .down, budget: Int = .max, keepsEngines: Bool
    ) -> EnginePlan {
        let shown = cards.indices.filter { cards[$0].isOpen && viewport.shows(cards[$0].bounds) }
        let band =
            direction == .down
            ? Viewport(top: viewport.top + viewport.height, height: viewport.height)
            : Viewport(top: max(0, viewport.top - viewport.height), height: min(viewport.top, viewport.height))
        let ahead = cards.indices.filter { cards[$0].isOpen && !shown.contains($0) && band.shows(cards[$0].bounds) }
        let nearestFirst = direction == .down ? ahead : ahead.reversed()
        // Engines still being made for messages the reader has moved away from hold their processes until they
        // are done and parked: they count against the budget, so fast paging cannot pile them up.
        let strays = cards.indices.filter { cards[$0].isAttaching && !shown.contains($0) && !ahead.contains($0) }
        let wanted = shown + nearestFirst.prefix(max(0, budget - shown.count - strays.count))
        var plan = EnginePlan()
        for (index, card) in cards.enumerated() {
            if card.isLive, !card.isAttaching, !wanted.contains(index), !keepsEngines { plan.park.append(index) }
        }
        plan.open = wanted.filter { !cards[$0].isLive && !cards[$0].isAttaching }
        return plan
    }
}
