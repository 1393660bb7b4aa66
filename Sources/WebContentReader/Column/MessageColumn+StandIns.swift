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

    /// Parked cards within ``standInReach`` viewports above or below the visible band show their stand-in's
    /// picture or text; those farther away keep only its height (see ``MessageCard/keepStandInContent(_:)``).
    ///
    /// The reach is wider than a key's scroll (nine tenths of a page) and than the band engines render ahead in,
    /// so paging finds every card it brings into view filled.
    ///
    /// Parked cards beyond ``pictureReach`` viewports also forget their picture's PNG, so what the reader holds
    /// follows the screen, not the length of the thread: every parked message kept its PNG (a light reply's 31 KB,
    /// a newsletter's hundreds), and paging 200 light replies ended with 6 MiB of them. One brought back from so
    /// far shows its text until its engine renders it.
    func fillStandInsNearViewport(
        bounds: [(top: Double, height: Double)?], viewport: EnginePlan.Viewport
    ) async {
        let near = viewport.widened(by: standInReach)
        let pictured = viewport.widened(by: pictureReach)
        for (card, bounds) in zip(cards, bounds) where card.isOpen && !card.isLive {
            await card.keepStandInContent(near.shows(bounds))
            if !pictured.shows(bounds) { card.forgetPicture() }
        }
    }
}
#endif
