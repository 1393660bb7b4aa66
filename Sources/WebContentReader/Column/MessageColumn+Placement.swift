#if os(Linux)
import Foundation
import Glibc
import WebContentGTK

extension MessageColumn {
    /// Which messages hold an engine after a placement pass, and which are still rendering, by index.
    public struct Placement: Equatable, Sendable {
        /// The messages an engine shows.
        public var live: [Int] = []
        /// The messages whose render was started and has not finished.
        public var rendering: [Int] = []
    }

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

    /// One pass: the ``EnginePlan`` for the column as it is now, carried out (parks first, so the budget holds);
    /// ``onPlacement`` hears when the set of live messages, or of renders in flight, changed.
    ///
    /// The pass starts the renders it asks for and returns: a pass held open until they finish left the next
    /// scroll's messages waiting for the last one's, so paging found them unrendered. Each render asks for a pass
    /// of its own when it is done (it may have moved what comes after it, and its card is live now).
    private func placeEngines() async {
        guard !isChangingThread else { return }  // the new thread's first placement follows its scroll
        let (bounds, viewport) = await layout()
        guard bounds.count == cards.count else { return }  // the thread changed during the pass
        let cards = cards
        let states = zip(cards, bounds).map { card, bounds in
            EnginePlan.Card(isOpen: card.isOpen, isLive: card.isLive, isAttaching: card.isAttaching, bounds: bounds)
        }.enumerated().map { index, state in
            // A render started by an earlier pass counts as attaching from the moment it is asked for.
            var state = state
            state.isAttaching = state.isAttaching || rendering[index] != nil
            return state
        }
        // The direction of travel: it stays as it was while the column does not move (a height change).
        if viewport.top != lastTop { direction = viewport.top > lastTop ? .down : .up }
        lastTop = viewport.top
        let plan = EnginePlan.make(
            cards: states, viewport: viewport, direction: direction, budget: engineBudget, keepsEngines: keepsEngines)
        // What the viewport is about to show is filled first: parking takes each card's picture from its engine,
        // slow on a loaded machine, and paging meanwhile brought empty boxes into view.
        await fillStandInsNearViewport(bounds: bounds, viewport: viewport)
        // Engines of parked messages go on to the messages this pass or a later one opens: no page closes.
        // A jump (Home, End) parks cards far from where the column lands: no picture is taken that would be forgotten.
        let pictured = viewport.widened(by: pictureReach)
        for index in plan.park where cards[index].isLive {
            if let spare = await cards[index].park(
                keepingEngine: reusesEngines, picturing: pictured.shows(bounds[index]))
            {
                spares.append(spare)
                continue
            }
            // Weighed once its page is closed: a card that kept its engine holds nothing closed.
            if !cards[index].isLive {
                closedPages += 1
                closedInProcess += closedWeight(cards[index])
            }
        }
        // What parking freed in the reader (pictures decoded for stand-ins now emptied, their PNGs, the closed views'
        // buffers) stays in glibc's arenas, one per thread, until reused: handed back to the system, the reader's own
        // memory follows what it holds (measured after paging 200 light replies: 4.7 MiB of its 58 anonymous).
        if !plan.park.isEmpty { _ = Self.mallocTrim?(0) }
        // The process is replaced before this pass opens anything: the placement after it renders in the next one.
        if await recycleIfDue() {
            needsPlacement = true
            return
        }
        // Side by side: a message ahead renders while the one on screen does, not after it.
        for index in plan.open where rendering[index] == nil {
            let spare = takeSpare(for: cards[index].document)
            rendering[index] = Task {
                // A render of a thread shown before (the column was emptied meanwhile) is not this thread's.
                let current = { self.cards.count > index && self.cards[index] === cards[index] }
                guard current() else {
                    if let spare { await spare.module.close() }
                    return
                }
                await self.open(index, spare: spare)
                guard current() else { return }
                self.rendering[index] = nil
                await self.fitUnmeasuredStandIns()
                await self.scrolled()
            }
        }
        // A spare is a page in the process like a live one: together they stay within the budget.
        let engaged = cards.indices.filter { cards[$0].isLive || cards[$0].isAttaching || rendering[$0] != nil }
        await closeSpares(keeping: min(spareLimit, max(0, engineBudget - engaged.count)))
        // Also when only the renders in flight changed: a render that finished after the column moved past its
        // message is parked in the pass it asked for, so its message is never among the live ones, and whoever
        // pages on such a report alone pages past messages that never rendered.
        let placement = Placement(live: liveMessages, rendering: renderingMessages)
        guard placement != lastPlacement else { return }
        lastPlacement = placement
        await onPlacement?(placement)
    }

    /// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module leaves out): frees every arena's unused
    /// pages back to the system.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// Every card's top and height in the column, and the viewport, read together on the GLib thread.
    func layout() async -> (bounds: [(top: Double, height: Double)?], viewport: EnginePlan.Viewport) {
        let boxes = cards.map(\.box)
        let (box, adjustment) = (box, adjustment)
        return await Task { @GLibActor in
            // From the adjustment and the boxes' places in the column, both current at once: the boxes' places
            // on screen follow a scroll only at the next frame.
            let margin = box.marginTop
            let bounds = boxes.map { card in card.verticalBounds(in: box).map { (margin + $0.top, $0.height) } }
            return (bounds, EnginePlan.Viewport(top: adjustment.value, height: adjustment.pageSize))
        }.value
    }

    /// A keyboard scroll of the column.
    public enum Scroll: Sendable {
        /// Nine tenths of a page down or up (a line of context stays).
        case pageDown, pageUp
        /// To either end.
        case top, bottom
    }

    /// Scrolls the column as a key asks; GTK clamps the scroll to the column.
    public func scroll(_ scroll: Scroll) async {
        let adjustment = adjustment
        await Task { @GLibActor in Self.scroll(adjustment, scroll) }.value
    }

    /// The same, from a GLib-thread key handler: at once, so a key pressed next finds the column moved.
    @GLibActor
    static func scroll(_ adjustment: Adjustment, _ scroll: Scroll) {
        let (page, value) = (adjustment.pageSize, adjustment.value)
        let target: Double =
            switch scroll {
            case .pageDown: value + page * 0.9
            case .pageUp: value - page * 0.9
            case .top: 0
            case .bottom: adjustment.upper
            }
        adjustment.set(target)
    }

    /// Scrolls so message `index`'s top is at the top of the viewport (as far as the column allows).
    func scroll(toTopOf index: Int) async {
        let (card, box, adjustment) = (cards[index].box, box, adjustment)
        await Task { @GLibActor in
            if let top = card.top(in: box) { adjustment.set(top) }
        }.value
    }

    /// The scroll position (column pixels above the viewport).
    var scrollTop: Double {
        get async {
            let adjustment = adjustment
            return await Task { @GLibActor in adjustment.value }.value
        }
    }
}
#endif
