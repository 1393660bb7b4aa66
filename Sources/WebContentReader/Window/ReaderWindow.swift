#if os(Linux)
import Foundation
import WebContentGTK

/// The reader's GTK window: header bar, the list of threads, the message column, find bar and panel.
///
/// It only builds and changes widgets (on the GLib thread) and turns what a person does into
/// ``ReaderAction``s; ``ReaderController`` decides what they mean.
@GLibActor
final class ReaderWindow {
    nonisolated let window: Widget
    let list: Widget
    /// The message column's scrolled window and its box of cards.
    nonisolated let scroller: Widget
    let column: Widget
    let findBar: Widget
    let findEntry: Widget
    let findCount: Widget
    nonisolated let remoteButton: Widget
    nonisolated let themeButton: Widget
    nonisolated let panel: ReaderPanel
    /// The header bar's buttons by a stable name, for the events that say where they are.
    let controls: [(name: String, widget: Widget)]
    /// The geometry of the last `frame` told (``watchFrames(_:)``): a frame that moved nothing tells nothing.
    var lastFrame: [Int] = []

    init(
        width: Int, height: Int, column messages: (scroller: Widget, box: Widget, adjustment: Adjustment),
        send: @escaping @Sendable (ReaderAction) -> Void
    ) {
        let (window, header) = Widget.window(title: "WebContentKit reader", width: width, height: height)
        self.window = window
        let button = { (label: String, atStart: Bool, action: ReaderAction, name: String?) -> Widget in
            let button = Widget.button(label) { send(action) }
            if let name {
                button.setAccessibleLabel(name)
                button.setTooltip(name)
            }
            header.pack(button, atStart: atStart)
            return button
        }
        remoteButton = button("Show remote content", true, .showRemoteContent, nil)
        themeButton = button("Dark", true, .toggleTheme, nil)
        controls = [
            ("remote-content", remoteButton), ("theme", themeButton),
            ("smaller-text", button("A−", true, .textSmaller, "Smaller text")),
            ("larger-text", button("A+", true, .textLarger, "Larger text")),
            ("print", button("Print to PDF", false, .printPDF, nil)),
            ("find", button("Find", false, .openFind, nil)),
            ("text", button("Read as text", false, .readAsText, nil)),
        ]

        list = Widget.list { send(.selectThread($0)) }
        list.setAccessibleLabel("Threads")
        let listScroller = Widget.scroller(list, verticalOnly: false)
        listScroller.setSizeRequest(width: 260)

        findEntry = Widget.searchEntry()
        findEntry.setAccessibleLabel("Find in messages")
        findCount = Widget.label("")
        findBar = Widget.box(vertical: false, spacing: 8)
        findBar.append(findEntry)
        findBar.append(findCount)
        findBar.setVisible(false)
        findBar.setMargins(6)

        scroller = messages.scroller
        column = messages.box
        scroller.setAccessibleLabel("Messages")
        panel = ReaderPanel(send: send)
        let pane = Widget.box()
        for child in [findBar, scroller, panel.revealer] { pane.append(child) }
        window.setWindowChild(Widget.paned(start: listScroller, end: pane, position: 300))

        findEntry.connect("search-changed") { [findEntry] in
            Task { @GLibActor in send(.find(findEntry.editableText)) }
        }
        findEntry.connect("activate") { send(.findNext) }
        let adjustment = messages.adjustment
        window.onKey(takes: { [weak self] key in
            // Tab inside a message's content moves between its links: the content keeps it.
            guard key == .nextControl || key == .previousControl else { return true }
            return GLibActor.assumeIsolated { self?.window.focusInWindow?.isWebView != true }
        }) { [weak self] key in
            switch key {
            case .escape: send(.closePanel)
            case .find: send(.openFind)
            // At once, on the GLib thread: a key pressed next (Enter) must find the focus already moved.
            case .nextMessage: GLibActor.assumeIsolated { self?.moveHeaderFocus(forward: true) }
            case .previousMessage: GLibActor.assumeIsolated { self?.moveHeaderFocus(forward: false) }
            case .quit: send(.closeWindow)
            case .readAsText: send(.readAsText)
            case .pageDown: GLibActor.assumeIsolated { MessageColumn.scroll(adjustment, .pageDown) }
            case .pageUp: GLibActor.assumeIsolated { MessageColumn.scroll(adjustment, .pageUp) }
            case .top: GLibActor.assumeIsolated { MessageColumn.scroll(adjustment, .top) }
            case .bottom: GLibActor.assumeIsolated { MessageColumn.scroll(adjustment, .bottom) }
            case .nextControl, .nextControlOut: GLibActor.assumeIsolated { self?.moveFocus(forward: true) }
            case .previousControl, .previousControlOut: GLibActor.assumeIsolated { self?.moveFocus(forward: false) }
            }
        }
        window.onCloseRequest { send(.closeWindow) }
    }

    /// Moves the keyboard focus to the next or previous message's header (each card's first child).
    func moveHeaderFocus(forward: Bool) {
        let headers = column.children.compactMap(\.children.first)
        guard !headers.isEmpty else { return }
        let focused = headers.firstIndex { $0.hasFocus }
        let next =
            focused.map { forward ? min($0 + 1, headers.count - 1) : max($0 - 1, 0) }
            ?? (forward ? 0 : headers.count - 1)
        headers[next].grabFocus()
        scroller.reveal(headers[next])
    }

    func present() { window.present() }

    /// Fills the list, one row per thread.
    func setRows(_ rows: [String]) {
        for text in rows {
            let label = Widget.label(text, ellipsizes: true)
            label.setMargins(6)
            list.appendRow(label, name: text.replacingOccurrences(of: "\n", with: ", "))
        }
    }

    func selectRow(_ index: Int) { list.selectRow(index) }

    func showFind() {
        findBar.setVisible(true)
        findEntry.grabFocus()
    }

    func setFindCount(_ text: String) { findCount.setText(text) }

    /// Where `widget`'s top-left corner is in the window, in window pixels.
    func position(of widget: Widget) -> (x: Double, y: Double) {
        widget.origin(in: window) ?? (0, 0)
    }

    /// Where the scrolled message column ends in the window, and the window's height.
    func columnBounds() -> (bottom: Double, window: Double) {
        (position(of: scroller).y + scroller.height, window.height)
    }

    /// Each header-bar button's name and its centre in the window.
    func controlCentres() -> [(name: String, x: Double, y: Double)] {
        controls.map { control in
            let origin = position(of: control.widget)
            return (control.name, origin.x + control.widget.width / 2, origin.y + control.widget.height / 2)
        }
    }

    /// Writes what the window shows now to a PNG.
    func savePNG(_ path: String) -> Bool { window.savePNG(path) }
}
#endif
