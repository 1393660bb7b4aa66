#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

extension ReaderController {
    /// The current message as plain text in the panel, for a screen reader that cannot reach the web view's own
    /// accessible tree inside the window (GTK before 4.14 has no socket to place it there).
    ///
    /// The current message is the one holding the keyboard focus (its header or its content), else the newest one
    /// an engine shows, else the newest open one. Its text is what the engine shows (the sanitised content as laid
    /// out, so hidden text stays hidden); a message without an engine gives its source's text.
    func readAsText() async {
        let cards = column.cards
        let (boxes, window) = (cards.map(\.box), window)
        let focused = await Task { @GLibActor in
            window.window.focusInWindow.flatMap { focus in boxes.firstIndex { focus.isInside($0) } }
        }.value
        guard
            let index = focused ?? cards.lastIndex(where: \.isLive) ?? cards.lastIndex(where: \.isOpen)
        else {
            await showPanel("No message to read", "Open a message first.", nil)
            return
        }
        let document = cards[index].document
        var shown: String?
        if let module = cards[index].module { shown = await module.shownText() }
        // The source's text only when no engine answered: reading a long message's source is not free.
        let body = shown ?? PlaceholderText.of(document.html, limit: Self.textLimit)
        let name =
            "Text of message \(index + 1) of \(cards.count): \(document.title)"
            + (document.byline.isEmpty ? "" : ", " + document.byline)
        let panel = window.panel
        await Task { @GLibActor in panel.showText(title: document.title, name: name, body: body) }.value
        await events.log(
            "text", [("message", .int(index)), ("name", .string(name)), ("characters", .int(body.count))],
            window: window)
    }

    /// The most characters of a message's source the fallback reads when no engine shows it.
    static let textLimit = 200_000
}
#endif
