#if os(Linux)
import Foundation
import WebContentGTK

extension MessageColumn {
    /// Gives the stand-ins of messages never measured, below the viewport, the median height measured so far.
    ///
    /// A thread opened whole starts every message at one guess (400 px, before anything is measured); a short
    /// message's text then filled only the top of its box. Once messages have rendered, their median is the better
    /// guess. Only cards below the viewport change: one above it that grew or shrank would move what a person is
    /// reading.
    func fitUnmeasuredStandIns() async {
        let estimate = heights.estimate(width: await contentWidth())
        let (bounds, viewport) = await layout()
        guard bounds.count == cards.count else { return }
        let bottom = viewport.top + viewport.height
        for (card, bounds) in zip(cards, bounds) where !card.isMeasured && card.isOpen && !card.isLive {
            guard let bounds, bounds.top >= bottom, card.parkedHeight != estimate else { continue }
            await card.resizeStandIn(height: estimate)
        }
    }
}
#endif
