#if os(Linux)
import Foundation
import WebContentGTK

extension ReaderWindow {
    /// The window's Tab order: the header bar's buttons as they stand left to right, the thread list, each
    /// message's header and, when open, its content, then the panel's buttons while it shows.
    ///
    /// GTK's own order put the header bar last and lost the focus in a message's web view, which keeps Tab for
    /// its links and gave it back to nothing (GTK 4.8 with WebKitGTK 2.50): the reader keeps the order itself.
    func focusChain() -> [Widget] {
        let named = Dictionary(uniqueKeysWithValues: controls.map { ($0.name, $0.widget) })
        let bar = ["remote-content", "theme", "smaller-text", "larger-text", "find", "print"].compactMap { named[$0] }
        var chain = bar + [list]
        for card in column.children {
            let parts = card.children
            chain += parts.prefix(1)
            // The slot shows the message's web view (inside the content widget) or its stand-in: only a web view
            // takes the focus.
            if parts.count > 1, parts[1].isVisible, let content = parts[1].children.first?.webView {
                chain.append(content)
            }
        }
        if panel.revealer.isVisible { chain += panel.buttons }
        return chain.filter(\.isVisible)
    }

    /// Moves the focus to the next (or previous) widget of ``focusChain()`` after the one holding it.
    func moveFocus(forward: Bool) {
        let chain = focusChain()
        guard !chain.isEmpty else { return }
        let focused = window.focusInWindow
        let current = focused.flatMap { focus in chain.lastIndex { focus.isInside($0) } }
        let next =
            current.map { (forward ? $0 + 1 : $0 - 1 + chain.count) % chain.count } ?? (forward ? 0 : chain.count - 1)
        chain[next].grabFocus()
        // The column does not follow the focus by itself (see MessageColumn): a message's header or content
        // reached with Tab comes into view.
        if chain[next].isInside(column) { scroller.reveal(chain[next]) }
    }
}
#endif
