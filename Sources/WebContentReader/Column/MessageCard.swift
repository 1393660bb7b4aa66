#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

/// One message in the column: a header a person clicks to open or collapse it, and, while open, either a
/// content module whose GTK widget sizes itself to the message or, off screen, a placeholder of its height.
///
/// Only an open message near the viewport costs a web view: a collapsed card holds no engine, and an open one
/// that scrolls away is *parked* (its engine closed, a stand-in of the same height keeping everything in place and
/// showing the message's last picture, or its text, so a person never sees an empty box).
@MainActor
final class MessageCard {
    let document: ReaderDocument
    /// The card's box, its header button and, under it, the slot its content or stand-in shows in (a GtkOverlay,
    /// so a stand-in can cover an engine that is still rendering), on the GLib thread.
    let box: Widget
    let header: Widget
    let slot: Widget
    private(set) var module: ContentModule?
    /// The module's View, the widget it shows in, while an engine shows the card (made with the module: no cast).
    private(set) var contentView: GTKContentView?
    /// The engine's resource provider while an engine shows the card, when the engine may go on to another message.
    private var provider: SwitchingResourceProvider?
    /// Open (a person's choice), whether or not an engine shows it now.
    private(set) var isOpen = false
    /// What stands in for the message while no engine shows it painted: its last picture, else its text, at its height.
    ///
    /// It is the slot's child while the card is parked, and covers the engine's view while that renders.
    private var standIn: Widget?
    private var standInCovers = false
    /// A parked card's stand-in shows its picture or text now; far from the viewport it holds only its height
    /// (``keepStandInContent(_:)``).
    private var standInIsFilled = false
    /// The last picture of the message, taken as its engine was parked: its PNG, decoded only while the stand-in
    /// shows it.
    private var snapshot: Data?
    /// The stand-in's height while the card is parked.
    private(set) var parkedHeight: Double?
    /// An engine is being made for this card: a second open waits for nothing and makes none.
    private(set) var isAttaching = false
    /// The column has measured this message at its width (rendered, or found in its cache): its stand-in's height
    /// is the message's own, not a guess.
    var isMeasured = false

    init(document: ReaderDocument, box: Widget, header: Widget, slot: Widget) {
        self.document = document
        self.box = box
        self.header = header
        self.slot = slot
    }

    /// Builds collapsed cards for `documents` at the end of `column`, in one pass on the GLib thread; a click on
    /// card `index`'s header runs `toggle(index)`.
    static func make(
        _ documents: [ReaderDocument], in column: Widget, toggle: @escaping @Sendable (Int) -> Void
    ) async -> [MessageCard] {
        let headings = documents.map { Self.headerText($0.title, $0.byline, open: false) }
        let names = documents.enumerated().map { index, document in
            "Message \(index + 1) of \(documents.count): \(document.title)"
                + (document.byline.isEmpty ? "" : ", " + document.byline)
        }
        let widgets = await Task { @GLibActor in
            headings.enumerated().map { index, heading in
                // A group (GtkBox's role) named for the message: a screen reader says which message it is in.
                let box = Widget.box(spacing: 4)
                box.setAccessibleLabel(names[index])
                let header = Widget.button(heading, framed: false) { toggle(index) }
                // A long sender or subject must not widen the column past its pane (which clipped the message's
                // right side): the header ellipsizes, its whole text in the tooltip and the accessible name.
                header.ellipsizeButtonLabel()
                header.setTooltip(heading)
                header.setAccessibleLabel(heading)
                let slot = Widget.overlay()
                slot.setAccessibleLabel("Message content")
                slot.setVisible(false)
                box.append(header)
                box.append(slot)
                column.append(box)
                return (box, header, slot)
            }
        }.value
        return zip(documents, widgets).map {
            MessageCard(document: $0, box: $1.0, header: $1.1, slot: $1.2)
        }
    }

    /// An engine shows this card now.
    var isLive: Bool { module != nil }

    /// Opens the card, or brings a parked one back: a module on a new embedded engine takes the slot under the header,
    /// covered by the stand-in (at `cachedHeight`, or `estimate` for a message never measured) until its render is
    /// done, then the render.
    ///
    /// With a `spare`, its engine (a parked message's, whose configuration fits) shows the card instead of a new one:
    /// its page takes this message in, answering with `provider`'s parts. Without one, `provider` is the switching
    /// provider `configuration` was made with, if any. Nil when an engine already shows it or is being made.
    func open(
        configuration: WebViewConfiguration, provider: SwitchingResourceProvider?, spare: SpareEngine?,
        router: (any ContentRouterInput)?, processGroup: GTKWebProcessGroup?, cachedHeight: Double?, estimate: Double,
        painted: @escaping @MainActor () async -> Void
    ) async throws -> Result<ContentRenderResult, WebContentError>? {
        guard module == nil, !isAttaching else {
            if let spare { await spare.module.close() }  // the column checks first: never an engine left unowned
            return nil
        }
        isAttaching = true
        defer { isAttaching = false }
        let (module, contentView) =
            if let spare {
                (spare.module, spare.contentView)
            } else {
                try await GTKContentView.assembleWithView(
                    configuration: configuration, router: router, processGroup: processGroup)
            }
        self.module = module
        self.contentView = contentView
        self.provider = provider
        isOpen = true
        // A height seen before for this content and width: the card takes its place at once, without a jump. An
        // engine that showed another message asks for that one's height until told otherwise: it takes the guess.
        if let height = cachedHeight ?? (spare != nil ? estimate : nil) { contentView.displayContentHeight(height) }
        let standIn = await makeStandIn(height: cachedHeight ?? estimate)
        await present(Widget(contentView.widget), coveredBy: standIn)
        let result = await module.renderAndWait(document.content)
        // The view paints the rendered page some time after the render is done: the stand-in stays until the view
        // has shown a frame of it, without holding the card "attaching" (the column may park it meanwhile: its
        // module closes, the wait ends, and the view is gone anyway). No fixed delay suffices: beside busy builds,
        // views uncovered half a second after their render were still white, their pages not yet laid out.
        Task { [weak self] in
            _ = await module.waitUntilPainted()
            guard let self, let current = self.module, current === module else { return }
            if await self.uncover() { await painted() }
        }
        return result
    }

    /// Marks the card open without an engine: its stand-in, `height` tall, until it comes near the viewport.
    func openParked(height: Double) async {
        guard !isOpen else { return }
        isOpen = true
        await showStandIn(height: height, filled: false)
        let (header, text) = (header, Self.headerText(document.title, document.byline, open: true))
        await Task { @GLibActor in header.setButtonLabel(text) }.value
    }

    /// Parks a live card: its picture is taken (unless not `picturing`: it lands beyond where parked cards keep one),
    /// a stand-in of its height takes the view's place, and the module closes its engine, or, `keepingEngine`, hands
    /// it back for another message (nil when it closed).
    @discardableResult
    func park(keepingEngine: Bool = false, picturing: Bool = true) async -> SpareEngine? {
        guard let module, let contentView else { return nil }
        let provider = provider
        self.module = nil
        self.contentView = nil
        self.provider = nil
        if !picturing {
            snapshot = nil
        } else if !standInCovers, let picture = try? await module.snapshotPNG() {
            snapshot = picture
        }
        await showStandIn(height: contentView.displayedHeight ?? parkedHeight ?? 0, filled: true)
        guard keepingEngine, !module.interactor.isClosed else {
            await module.close()
            return nil
        }
        return SpareEngine(
            module: module, contentView: contentView, provider: provider, isMessage: document.isMessage,
            htmlBytes: document.html.utf8.count)
    }

    /// Collapses the card: its view or stand-in leaves the column and its module closes its engine.
    func close() async {
        guard isOpen else { return }
        isOpen = false
        let module = module
        self.module = nil
        contentView = nil
        provider = nil
        await present(nil, coveredBy: nil)
        await module?.close()
    }

    /// Shows `view` in the slot under `standIn` (the card opens), or nothing (it closes and the slot hides), and labels
    /// the header open or closed.
    ///
    /// A stand-in the card had goes: a parked card's is the slot's child, which the view replaces; a covering one is an
    /// overlay, removed.
    private func present(_ view: Widget?, coveredBy standIn: Widget?) async {
        let (slot, header, previous, previousCovers) = (slot, header, self.standIn, standInCovers)
        self.standIn = standIn
        standInCovers = standIn != nil
        parkedHeight = nil
        let text = Self.headerText(document.title, document.byline, open: view != nil)
        await Task { @GLibActor in
            if let previous, previousCovers { slot.removeOverlay(previous) }
            slot.setOverlayChild(view)
            if let standIn { slot.addOverlay(standIn) }
            slot.setVisible(view != nil)
            header.setButtonLabel(text)
        }.value
    }

    /// A parked card whose stand-in shows only its height lets its picture go: brought back, it shows its text
    /// until its engine renders it.
    func forgetPicture() {
        guard module == nil, !isAttaching, !standInIsFilled else { return }
        snapshot = nil
    }

    /// The stand-in leaves the view it covered, so the rendered message shows; false when none covered it.
    private func uncover() async -> Bool {
        guard standInCovers, let standIn else { return false }
        self.standIn = nil
        standInCovers = false
        let slot = slot
        await Task { @GLibActor in slot.removeOverlay(standIn) }.value
        return true
    }

    /// A parked card's stand-in takes `height` (a better guess for a message never measured).
    func resizeStandIn(height: Double) async {
        guard module == nil, !isAttaching, !standInCovers, let standIn else { return }
        parkedHeight = height
        await Task { @GLibActor in standIn.setSizeRequest(height: Int32(max(1, height.rounded(.up)))) }.value
    }

    /// A parked card's stand-in shows its picture (else its text) when `near` the viewport, and only its height
    /// when not.
    ///
    /// Nobody sees a stand-in far from the viewport, and what it shows is what a parked card costs the reader: a
    /// picture is decoded to 4 bytes a pixel (a light message 976 px wide, about 0.5 MiB) and a text is a laid-out
    /// label. The column calls this as it places engines, so a card is filled before it scrolls into view.
    func keepStandInContent(_ near: Bool) async {
        guard module == nil, !isAttaching, !standInCovers, let standIn, near != standInIsFilled else { return }
        standInIsFilled = near
        let source = near ? standInSource(height: parkedHeight ?? 0) : nil
        await Task { @GLibActor in standIn.setClipChild(source.map(Self.standInContent)) }.value
    }

    /// A stand-in `height` tall becomes the slot's only child (the view, or an earlier stand-in, leaves), showing
    /// the message's picture or text when `filled`.
    private func showStandIn(height: Double, filled: Bool) async {
        parkedHeight = height
        let standIn = await makeStandIn(height: height, filled: filled)
        let (slot, previous, covers) = (slot, self.standIn, standInCovers)
        self.standIn = standIn
        standInCovers = false
        standInIsFilled = filled
        await Task { @GLibActor in
            if let previous, covers { slot.removeOverlay(previous) }
            slot.setOverlayChild(standIn)
            slot.setVisible(true)
        }.value
    }

    /// What a stand-in `height` tall shows: the message's last picture, else enough of its text to fill it (about
    /// five characters a pixel at the pane's width).
    private func standInSource(height: Double) -> StandInSource {
        if let snapshot { return .picture(snapshot, orText: PlaceholderText.of(document.html)) }
        return .text(PlaceholderText.of(document.html, limit: max(900, Int(height) * 5)))
    }

    /// The widget that shows `source`, scaled down to the card.
    @GLibActor
    private static func standInContent(_ source: StandInSource) -> Widget {
        var content: Widget
        switch source {
        case .picture(let data, let text):
            content = Widget.picture(scalesDown: true)
            if !content.setImage(data) { content = Widget.label(text, wraps: true) }
        case .text(let text):
            content = Widget.label(text, wraps: true)
        }
        content.alignAtStart()
        content.setMargins(0)
        return content
    }

    /// The message's last picture, else its text, cut to `height`; only its height unless `filled`.
    private func makeStandIn(height: Double, filled: Bool = true) async -> Widget {
        let source = filled ? standInSource(height: height) : nil
        return await Task { @GLibActor in
            let clip = Widget.clip(source.map(Self.standInContent), height: height)
            // The theme's page background: a stand-in covering a view that is still painting hides it whole.
            clip.addCSSClass("view")
            return clip
        }.value
    }

    /// What a stand-in shows: the message's last picture (its PNG; the text if it cannot be read), or its text.
    private enum StandInSource: Sendable {
        case picture(Data, orText: String)
        case text(String)
    }

    /// The header's text: an arrow that says open or collapsed, the title and the byline.
    nonisolated static func headerText(_ title: String, _ byline: String, open: Bool) -> String {
        (open ? "▾ " : "▸ ") + title + (byline.isEmpty ? "" : "  —  " + byline)
    }
}
#endif
