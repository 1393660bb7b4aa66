#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentGTK

/// One message in the column: a header a person clicks to open or collapse it, and, while open, a content
/// module whose GTK widget sizes itself to the message.
///
/// A collapsed card holds no engine: only open messages cost a web view.
@MainActor
final class ReaderCard {
    let document: ReaderDocument
    /// The card's box and its header button, on the GLib thread.
    let box: GTKWidget
    let header: GTKWidget
    private(set) var module: ContentModule?

    init(document: ReaderDocument, box: GTKWidget, header: GTKWidget) {
        self.document = document
        self.box = box
        self.header = header
    }

    /// Builds a collapsed card at the end of `column`; a click on its header sends `.toggleMessage(index)`.
    static func make(
        _ document: ReaderDocument, index: Int, in column: GTKWidget, send: @escaping @Sendable (ReaderAction) -> Void
    ) async -> ReaderCard {
        let title = document.title
        let byline = document.byline
        let (box, header) = await Task { @GLibActor in
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
            let header = gtk_button_new_with_label(Self.headerText(title, byline, open: false))!
            gtk_button_set_has_frame(gtkCast(header), 0)
            if let label = gtk_button_get_child(gtkCast(header)) { gtk_label_set_xalign(gtkCast(label), 0) }
            GTKSignal.connect(header, "clicked") { send(.toggleMessage(index)) }
            gtk_box_append(gtkCast(box), header)
            gtk_box_append(gtkCast(column.pointer), box)
            return (GTKWidget(box), GTKWidget(header))
        }.value
        return ReaderCard(document: document, box: box, header: header)
    }

    var isOpen: Bool { module != nil }

    /// The content widget of an open card.
    var contentView: GTKContentView? { module?.view as? GTKContentView }

    /// Opens the card: a module on a new embedded engine, placed under the header, then the render.
    func open(
        configuration: WebViewConfiguration, router: any ContentRouterInput, cachedHeight: Double?
    ) async throws -> Result<ContentRenderResult, WebEngineError> {
        let module = try await GTKContentView.assemble(configuration: configuration, router: router)
        self.module = module
        let contentView = module.view as! GTKContentView
        // A height seen before for this content and width: the card takes its place at once, without a jump.
        if let cachedHeight { contentView.displayContentHeight(cachedHeight) }
        let (box, header, widget) = (box, header, contentView.widget)
        let text = Self.headerText(document.title, document.byline, open: true)
        await Task { @GLibActor in
            widget.append(to: box)
            gtk_button_set_label(gtkCast(header.pointer), text)
        }.value
        return await module.renderAndWait(document.content)
    }

    /// Collapses the card: its widget leaves the column and its engine closes.
    func close() async {
        guard let module, let contentView = module.view as? GTKContentView else { return }
        self.module = nil
        let (box, header, widget) = (box, header, contentView.widget)
        let text = Self.headerText(document.title, document.byline, open: false)
        await Task { @GLibActor in
            gtk_box_remove(gtkCast(box.pointer), widget.pointer)
            gtk_button_set_label(gtkCast(header.pointer), text)
        }.value
        await contentView.engine.close()
    }

    nonisolated static func headerText(_ title: String, _ byline: String, open: Bool) -> String {
        (open ? "▾ " : "▸ ") + title + (byline.isEmpty ? "" : "  —  " + byline)
    }
}
#endif
