#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

extension ReaderController {
    /// Brings engines in line with the viewport, after a scroll or a height change, and returns when they are:
    /// passes run one at a time, and a change during a pass asks for one more.
    func scrolled() async {
        needsPlacement = true
        if let placement {
            await placement.value
            return
        }
        let task = Task {
            while self.needsPlacement {
                self.needsPlacement = false
                await self.placeEngines()
            }
            self.placement = nil
        }
        placement = task
        await task.value
    }

    /// One pass: open messages the viewport shows get an engine (at their cached height), open messages off
    /// screen are parked (their engine closed, a placeholder of their height in place), unless
    /// `--keep-engines` keeps every engine once made. Says so in a "visible" event when the set changed.
    private func placeEngines() async {
        guard !isChangingThread else { return }  // the new thread's first placement follows its scroll
        let boxes = cards.map(\.box)
        let window = window
        let shown = await Task { @GLibActor in window.onScreen(boxes) }.value
        guard shown.count == cards.count else { return }  // the thread changed during the pass
        let cards = cards
        if !options.keepsEngines {
            for (card, isShown) in zip(cards, shown) where card.isLive && !card.isAttaching && !isShown {
                await card.park()
            }
        }
        for (index, card) in cards.enumerated() where card.isOpen && !card.isLive && shown[index] {
            guard self.cards.count > index, self.cards[index] === card else { return }
            await open(index)
        }
        let live = self.cards.indices.filter { self.cards[$0].isLive }
        guard live != lastLive else { return }
        lastLive = live
        guard events.isActive else { return }
        await window.settle()
        let top = await Task { @GLibActor in window.scrollTop }.value
        let messages = await messageFields(live).map(OrderedJSON.object)
        let fields: [(String, OrderedJSON)] = [
            ("top", .number(top)), ("engines", .int(live.count)), ("live", .array(live.map(OrderedJSON.int))),
            ("messages", .array(messages)),
        ]
        await events.log("visible", fields, window: window)
    }

    /// A placeholder's height for an open message never measured at this width: the median of those measured.
    func estimatedHeight(width: Double) -> Double {
        let measured = heights.filter { $0.key.width == Int(width.rounded()) }.map(\.value).sorted()
        return measured.isEmpty ? 400 : measured[measured.count / 2]
    }
}
#endif
