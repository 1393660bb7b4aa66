#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

/// One message in the column: a header a person clicks to open or collapse it, and, while open, either a
/// content module whose GTK widget sizes itself to the message or, off screen, a placeholder of its height.
///
/// Only an open message near the viewport costs a web view: a collapsed card holds no engine, and an open one
/// that scrolls away is *parked* (its engine closed, a box of the same height keeping everything in place).
@MainActor
final class MessageCard {
    let document: ReaderDocument
    /// The card's box and its header button, on the GLib thread.
    let box: Widget
    let header: Widget
    private(set) var module: ContentModule?
    /// Open (a person's choice), whether or not an engine shows it now.
    private(set) var isOpen = false
    /// The box that stands in for a parked message.
    private var placeholder: Widget?
    /// The placeholder's height while the card is parked.
    private(set) var parkedHeight: Double?
    /// An engine is being made for this card: a second open waits for nothing and makes none.
    private(set) var isAttaching = false

    init(document: ReaderDocument, box: Widget, header: Widget) {
        self.document = document
        self.box = box
        self.header = header
    }

    /// Builds collapsed cards for `documents` at the end of `column`, in one pass on the GLib thread; a click on
    /// card `index`'s header runs `toggle(index)`.
    static func make(
        _ documents: [ReaderDocument], in column: Widget, toggle: @escaping @Sendable (Int) -> Void
    ) async -> [MessageCard] {
        let headings = documents.map { Self.headerText($0.title, $0.byline, open: false) }
        let widgets = await Task { @GLibActor in
            headings.enumerated().map { index, heading in
                let box = Widget.box(spacing: 4)
                let header = Widget.button(heading, framed: false) { toggle(index) }
                // A long sender or subject must not widen the column past its pane (which clipped the message's
                // right side): the header ellipsizes, its whole text in the tooltip and the accessible name.
                header.ellipsizeButtonLabel()
                header.setTooltip(heading)
                header.setAccessibleLabel(heading)
                box.append(header)
                column.append(box)
                return (box, header)
            }
        }.value
        return zip(documents, widgets).map { MessageCard(document: $0, box: $1.0, header: $1.1) }
    }

    /// An engine shows this card now.
    var isLive: Bool { module != nil }

    /// The content widget of a live card.
    var contentView: GTKContentView? { module?.view as? GTKContentView }

    /// Opens the card, or brings a parked one back: a module on a new embedded engine takes the placeholder's
    /// place under the header, then the render. Nil when an engine already shows it or is being made.
    func open(
        configuration: WebViewConfiguration, router: (any ContentRouterInput)?, cachedHeight: Double?
    ) async throws -> Result<ContentRenderResult, WebContentError>? {
        guard module == nil, !isAttaching else { return nil }
        isAttaching = true
        defer { isAttaching = false }
        let module = try await GTKContentView.assemble(configuration: configuration, router: router)
        self.module = module
        isOpen = true
        let contentView = module.view as! GTKContentView
        // A height seen before for this content and width: the card takes its place at once, without a jump.
        if let cachedHeight { contentView.displayContentHeight(cachedHeight) }
        let (box, header, widget, placeholder) = (box, header, Widget(contentView.widget), placeholder)
        self.placeholder = nil
        parkedHeight = nil
        let text = Self.headerText(document.title, document.byline, open: true)
        await Task { @GLibActor in
            box.append(widget)
            if let placeholder { box.remove(placeholder) }
            header.setButtonLabel(text)
        }.value
        return await module.renderAndWait(document.content)
    }

    /// Marks the card open without an engine: a placeholder `height` tall until it comes on screen.
    func openParked(height: Double) async {
        guard !isOpen else { return }
        isOpen = true
        await showPlaceholder(height: height)
        let (header, text) = (header, Self.headerText(document.title, document.byline, open: true))
        await Task { @GLibActor in header.setButtonLabel(text) }.value
    }

    /// Parks a live card: a placeholder of its height takes the widget's place and the engine closes.
    func park() async {
        guard let module, let contentView = module.view as? GTKContentView else { return }
        self.module = nil
        await showPlaceholder(height: contentView.displayedHeight ?? 0)
        let (box, widget) = (box, Widget(contentView.widget))
        await Task { @GLibActor in box.remove(widget) }.value
        await contentView.engine.close()
    }

    /// Collapses the card: its widget or placeholder leaves the column and its engine closes.
    func close() async {
        guard isOpen else { return }
        isOpen = false
        let contentView = contentView
        module = nil
        let (box, header, widget, placeholder) = (box, header, contentView.map { Widget($0.widget) }, placeholder)
        self.placeholder = nil
        parkedHeight = nil
        let text = Self.headerText(document.title, document.byline, open: false)
        await Task { @GLibActor in
            for child in [widget, placeholder].compactMap(\.self) { box.remove(child) }
            header.setButtonLabel(text)
        }.value
        await contentView?.engine.close()
    }

    private func showPlaceholder(height: Double) async {
        parkedHeight = height
        let box = box
        placeholder = await Task { @GLibActor in
            let blank = Widget.box()
            blank.setSizeRequest(height: Int32(max(1, height.rounded(.up))))
            box.append(blank)
            return blank
        }.value
    }

    /// The header's text: an arrow that says open or collapsed, the title and the byline.
    nonisolated static func headerText(_ title: String, _ byline: String, open: Bool) -> String {
        (open ? "▾ " : "▸ ") + title + (byline.isEmpty ? "" : "  —  " + byline)
    }
}
#endif
