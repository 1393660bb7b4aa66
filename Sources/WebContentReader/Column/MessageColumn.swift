#if os(Linux)
import Foundation
public import WebContentCore
public import WebContentGTK

/// A scrolling column of messages, each a header and, while open, its content rendered by a web engine at
/// exactly the content's height: the reader's message pane, for any GTK 4 app to place in its own window.
///
/// The column is virtualised: only open messages near the viewport hold an engine (a web process), those on
/// screen and, within ``engineBudget``, those about to come into view in the direction of travel. One that
/// scrolls away is *parked*: its picture is kept, its engine closes and a stand-in of its measured height keeps
/// its place (so nothing above the viewport moves) showing that picture, or the message's text before it was
/// ever rendered, until it renders again. Heights are cached by content, width and text size. A click on a
/// header opens or collapses its message.
///
/// ```swift
/// let column = await MessageColumn()
/// await column.widget.append(to: box)          // a GtkBox of the app's window
/// await column.show(thread.documents, opening: .newest)
/// ```
@MainActor
public final class MessageColumn {
    /// Which messages of a thread open when it is shown.
    public enum Opening: Sendable {
        /// The newest (last) message, scrolled to; the older ones collapsed to their header.
        case newest
        /// Every message, from the top (engines only for those near the viewport).
        case all
    }

    /// The column's scrolled window: place it in the app's tree (it expands both ways).
    public nonisolated let widget: GTKWidget
    /// Keep an open message's engine when it scrolls away: no render when it comes back, and the memory of every
    /// message shown.
    public var keepsEngines = false
    /// How many engines the column holds at most, besides those the visible messages need: what is left after
    /// the visible messages goes to the messages about to come into view in the direction of travel (render
    /// ahead), so paging at a reading pace finds them painted.
    public var engineBudget = 5
    /// The web process the column's engines share: one for the whole column however many it makes and closes,
    /// and none started per message (see `GTKWebProcessGroup`).
    public let processGroup = GTKWebProcessGroup()
    /// Where taps and routed links of every message go (the content module's Router).
    public var router: (any ContentRouterInput)?
    /// How a message renders: its preset, theme, text size, routes and resource provider.
    public var configuration: @MainActor (ReaderDocument) -> WebViewConfiguration = { document in
        WebViewConfiguratorFactory.make(document.isMessage ? .email : .post).build()
    }
    /// Called after a placement changed which messages hold an engine or are rendering.
    public var onPlacement: (@MainActor (Placement) async -> Void)?
    /// Called after a person opened or collapsed a message by its header, with its index.
    public var onToggle: (@MainActor (Int) async -> Void)?
    /// Called when a message's rendered page shows in place of its stand-in, with its index.
    public var onPainted: (@MainActor (Int) async -> Void)?
    /// Called when a message could not be shown.
    public var onFailure: (@MainActor (ReaderDocument, any Error) async -> Void)?

    let scroller: Widget
    let box: Widget
    let adjustment: Adjustment
    var cards: [MessageCard] = []
    var heights = MessageHeights()
    /// Engine placement after scrolls: one pass at a time, another when asked during one.
    var needsPlacement = false
    var placement: Task<Void, Never>?
    /// A thread is being laid out: no placement until it has been scrolled to its first place.
    var isChangingThread = false
    /// Renders placement passes started and did not wait for, by card index.
    var rendering: [Int: Task<Void, Never>] = [:]
    /// The cards that had an engine, and those rendering, after the last placement.
    var lastPlacement = Placement()
    /// Where the viewport was at the last placement, and which way it moved to get there.
    var lastTop = 0.0
    var direction = EnginePlan.Direction.down
    /// The pages closed in the shared web process since it started, weighed as `recycleIfDue()` says, in bytes.
    var closedInProcess = 0
    /// What a closed page weighs besides its HTML, in bytes of HTML: what every page holds whatever its message (see
    /// `recycleIfDue()`).
    var closedPageAllowance = 60_000
    /// How many viewports above and below the visible band parked messages keep their stand-in's picture or text
    /// (see `fillStandInsNearViewport(bounds:viewport:)`).
    var standInReach = 2.0
    /// How many viewports above and below the visible band parked messages keep their picture's PNG at all (see
    /// `fillStandInsNearViewport(bounds:viewport:)`): wider than ``standInReach``, so paging back and forth keeps them.
    var pictureReach = 8.0
    /// How much the pages closed in the shared web process may weigh before it is replaced (see `recycleIfDue()`).
    public var processRecycleBytes = 1_000_000
    /// A message parked in a placement pass hands its engine on to a message the pass opens.
    ///
    /// Where their configurations agree, its page takes the next message in and no page closes (see
    /// `SpareEngine`). Off, every parked engine closes (the comparison for what handing on saves).
    public var reusesEngines = true
    /// Parked messages' engines no message has taken yet, oldest first: the next placement passes hand them on.
    ///
    /// A pass that parks without opening (on a loaded machine, a render that finished after the reader paged past
    /// its message is parked in a pass of its own) keeps its engine for the next message instead of closing a page.
    var spares: [SpareEngine] = []
    /// How many spare engines may wait between passes (within ``engineBudget``): an idle spare holds a page.
    var spareLimit = 1
    /// How many times a parked message's engine went on to another message since the column was made.
    public internal(set) var reusedEngines = 0
    /// How many message pages closed in the shared web process since the column was made (parked, not handed on).
    public internal(set) var closedPages = 0
    /// How many times the column replaced the shared web process (`recycleIfDue()`) since it was made.
    public internal(set) var replacedProcesses = 0

    /// A new, empty column; GTK must be running (`GTKWebEngine.startGTK()`).
    public init() async {
        let (scroller, box, adjustment) = await Task { @GLibActor in
            let box = Widget.box(spacing: 12)
            box.setMargins(12)
            // The column goes where the reader scrolls it, not after the focus: a click into a message put the focus
            // in its web view, and each focus change as engines came and went scrolled back to it.
            let scroller = Widget.scroller(box, verticalOnly: true, followsFocus: false)
            scroller.setExpands(horizontally: true, vertically: true)
            return (scroller, box, scroller.verticalAdjustment)
        }.value
        self.scroller = scroller
        self.box = box
        self.adjustment = adjustment
        widget = scroller.handle
        // Scrolled, or the column's height changed under the viewport: which messages need an engine may differ.
        await Task { @GLibActor [weak self] in
            adjustment.onChange { Task { @MainActor in await self?.scrolled() } }
        }.value
    }

    /// The documents the column shows now, oldest first.
    public var documents: [ReaderDocument] { cards.map(\.document) }

    /// The indices of the messages an engine shows now.
    public var liveMessages: [Int] { cards.indices.filter { cards[$0].isLive } }

    /// The messages whose render a placement pass started and that have not finished it, in column order.
    public var renderingMessages: [Int] { rendering.keys.sorted() }

    /// The content modules of the messages an engine shows now, in column order.
    public var openModules: [ContentModule] { cards.compactMap(\.module) }

    /// Whether message `index` is open (shown or parked).
    public func isOpen(_ index: Int) -> Bool { cards.indices.contains(index) && cards[index].isOpen }

    /// Replaces the column's messages with `documents`, opening them as `opening` says, and returns once the
    /// engines near the viewport have rendered.
    public func show(_ documents: [ReaderDocument], opening: Opening) async {
        isChangingThread = true
        let previous = cards
        cards = []
        lastPlacement = Placement()
        rendering = [:]
        for card in previous { await card.close() }
        await closeSpares(keeping: 0)
        closedInProcess = 0  // with every engine closed, the next one starts a new process
        let box = box
        await Task { @GLibActor in box.removeAll() }.value
        cards = await MessageCard.make(documents, in: box) { [weak self] index in
            Task { @MainActor in await self?.toggleByPerson(index) }
        }
        if !cards.isEmpty {
            switch opening {
            case .all:
                let estimate = heights.estimate(width: await contentWidth())
                for card in cards { await card.openParked(height: estimate) }
                await settle()
            case .newest:
                await open(cards.count - 1)
                await settle()
                await scroll(toTopOf: cards.count - 1)
            }
        }
        isChangingThread = false
        await scrolled()
        // The first screen is drawn before the column says it is shown (its renders, started by the placement).
        for task in Array(rendering.values) { await task.value }
    }

    /// Opens message `index` when it is collapsed, collapses it when it is open.
    public func toggle(_ index: Int) async {
        guard cards.indices.contains(index) else { return }
        if cards[index].isOpen {
            await cards[index].close()
        } else {
            await open(index)
        }
    }

    /// Closes every engine and empties the column.
    public func removeAll() async {
        for card in cards { await card.close() }
        await closeSpares(keeping: 0)
        cards = []
        lastPlacement = Placement()
    }

    /// Renders every message an engine shows again (after a theme change, say), each at its place.
    public func renderShownMessagesAgain() async {
        await closeSpares(keeping: 0)  // made under the settings before the change
        for index in cards.indices where cards[index].isLive {
            await cards[index].park()
            await open(index)
        }
    }

    private func toggleByPerson(_ index: Int) async {
        await toggle(index)
        await onToggle?(index)
    }

    /// Gives an open message an engine at its cached height and renders it: `spare`'s when it fits the message's
    /// configuration (``SpareEngine/fits(_:isMessage:)``), else a new one (and `spare` closes).
    func open(_ index: Int, spare: SpareEngine? = nil) async {
        let card = cards[index]
        var configuration = configuration(card.document)
        let parts = configuration.resourceProvider
        var spare = spare
        if let unfit = spare,
            card.isLive || card.isAttaching || !unfit.fits(configuration, isMessage: card.document.isMessage)
        {
            await closeSpare(unfit)
            spare = nil
        }
        // An engine that may go on to other messages answers for whichever it shows (its own cid: parts).
        var provider = spare?.provider
        if let provider, let parts { provider.switchTo(parts) }
        if spare == nil, reusesEngines, !keepsEngines, let parts {
            provider = SwitchingResourceProvider(parts)
            configuration.resourceProvider = provider
        }
        let width = await contentWidth()
        let key = MessageHeights.Key(html: card.document.html, width: width, textScale: configuration.textScale)
        do {
            if heights[key] != nil { card.isMeasured = true }
            if let spare {
                reusedEngines += 1
                // The message it showed leaves its nodes in the process until a collection, as a closed page's do;
                // the page itself (its shell, scripts and styles) stays in use.
                closedInProcess += spare.htmlBytes
            }
            let result = try await card.open(
                configuration: configuration, provider: provider, spare: spare, router: router,
                processGroup: processGroup, cachedHeight: heights[key] ?? card.parkedHeight,
                estimate: heights.estimate(width: width), painted: { [weak self] in await self?.onPainted?(index) })
            if case .success(let rendered) = result {
                heights[key] = rendered.height
                card.isMeasured = true
            }
            // A card parked while it rendered closed its engine on purpose: nothing to report.
            if case .failure(let error) = result, card.isLive { await onFailure?(card.document, error) }
        } catch {
            await onFailure?(card.document, error)
        }
    }

    /// The width open messages are laid out at: the column's, less its margins.
    func contentWidth() async -> Double {
        let box = box
        return await Task { @GLibActor in box.width }.value
    }

    /// Lets GTK lay out and paint what changed (a few frames).
    func settle() async {
        for _ in 0..<12 { try? await Task.sleep(for: .milliseconds(16)) }
    }
}
#endif
