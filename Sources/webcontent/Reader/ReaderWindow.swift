#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentGTK

/// The reader's GTK window: header bar, the list of threads, the column of messages, find bar and panel.
///
/// It only builds and changes widgets (on the GLib thread) and turns what a person does into
/// ``ReaderAction``s; ``ReaderController`` decides what they mean.
@GLibActor
final class ReaderWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    nonisolated(unsafe) let column: UnsafeMutablePointer<GtkWidget>
    let scroller: UnsafeMutablePointer<GtkWidget>
    let findBar: UnsafeMutablePointer<GtkWidget>
    let findEntry: UnsafeMutablePointer<GtkWidget>
    let findCount: UnsafeMutablePointer<GtkWidget>
    nonisolated(unsafe) let remoteButton: UnsafeMutablePointer<GtkWidget>
    nonisolated(unsafe) let themeButton: UnsafeMutablePointer<GtkWidget>
    nonisolated let panel: ReaderPanel
    /// The header bar's buttons by a stable name, for the events that say where they are.
    let controls: [(name: String, widget: UnsafeMutablePointer<GtkWidget>)]
    private let send: @Sendable (ReaderAction) -> Void

    init(width: Int, height: Int, send: @escaping @Sendable (ReaderAction) -> Void) {
        self.send = send
        window = gtk_window_new()
        gtk_window_set_title(gtkCast(window), "WebContentKit reader")
        gtk_window_set_default_size(gtkCast(window), gint(width), gint(height))
        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(gtkCast(window), header)
        remoteButton = Self.button("Show remote content", header, start: true, send, .showRemoteContent)
        themeButton = Self.button("Dark", header, start: true, send, .toggleTheme)
        controls = [
            ("remote-content", remoteButton), ("theme", themeButton),
            ("smaller-text", Self.button("A−", header, start: true, send, .textSmaller, name: "Smaller text")),
            ("larger-text", Self.button("A+", header, start: true, send, .textLarger, name: "Larger text")),
            ("print", Self.button("Print to PDF", header, start: false, send, .printPDF)),
            ("find", Self.button("Find", header, start: false, send, .openFind)),
        ]

        list = gtk_list_box_new()
        wck_accessible_set_label(list, "Messages")
        let listScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(gtkCast(listScroller), list)
        gtk_widget_set_size_request(listScroller, 260, -1)

        findEntry = gtk_search_entry_new()
        wck_accessible_set_label(findEntry, "Find in messages")
        findCount = gtk_label_new("")
        findBar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        gtk_box_append(gtkCast(findBar), findEntry)
        gtk_box_append(gtkCast(findBar), findCount)
        gtk_widget_set_visible(findBar, 0)
        Self.margins(findBar, 6)

        column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        Self.margins(column, 12)
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(gtkCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gtkCast(scroller), column)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_hexpand(scroller, 1)

        panel = ReaderPanel(send: send)
        let pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gtkCast(pane), findBar)
        gtk_box_append(gtkCast(pane), scroller)
        gtk_box_append(gtkCast(pane), panel.revealer)

        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(gtkCast(paned), listScroller)
        gtk_paned_set_end_child(gtkCast(paned), pane)
        gtk_paned_set_shrink_start_child(gtkCast(paned), 0)
        gtk_paned_set_resize_start_child(gtkCast(paned), 0)
        gtk_paned_set_position(gtkCast(paned), 300)
        gtk_window_set_child(gtkCast(window), paned)

        GTKSignal.onRowSelected(list) { send(.selectThread($0)) }
        GTKSignal.connect(findEntry, "search-changed") { [findEntry = GTKWidget(findEntry)] in
            Task { @GLibActor in send(.find(String(cString: gtk_editable_get_text(gtkCast(findEntry.pointer))))) }
        }
        GTKSignal.connect(findEntry, "activate") { send(.findNext) }
        GTKSignal.onKey(window) { [weak self] key in
            switch key {
            case .escape: send(.closePanel)
            case .find: send(.openFind)
            // At once, on the GLib thread: a key pressed next (Enter) must find the focus already moved.
            case .nextMessage: GLibActor.assumeIsolated { self?.moveHeaderFocus(forward: true) }
            case .previousMessage: GLibActor.assumeIsolated { self?.moveHeaderFocus(forward: false) }
            case .quit: send(.closeWindow)
            case .pageDown: GLibActor.assumeIsolated { self?.scroll(.pageDown) }
            case .pageUp: GLibActor.assumeIsolated { self?.scroll(.pageUp) }
            case .top: GLibActor.assumeIsolated { self?.scroll(.top) }
            case .bottom: GLibActor.assumeIsolated { self?.scroll(.bottom) }
            }
        }
        GTKSignal.onCloseRequest(window) { send(.closeWindow) }
        let adjustment = UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(gtkCast(scroller)))!
        // Scrolled, or the column's height changed under the viewport: which messages need an engine may differ.
        GTKSignal.connect(object: adjustment, "value-changed") { send(.scrolled) }
        GTKSignal.connect(object: adjustment, "changed") { send(.scrolled) }
    }

    /// Moves the keyboard focus to the next or previous message's header (each card's first child).
    func moveHeaderFocus(forward: Bool) {
        var headers: [UnsafeMutablePointer<GtkWidget>] = []
        var card = gtk_widget_get_first_child(column)
        while let box = card {
            if let header = gtk_widget_get_first_child(box) { headers.append(header) }
            card = gtk_widget_get_next_sibling(box)
        }
        guard !headers.isEmpty else { return }
        let focused = headers.firstIndex { gtk_widget_has_focus($0) != 0 }
        let next =
            focused.map { forward ? min($0 + 1, headers.count - 1) : max($0 - 1, 0) }
            ?? (forward ? 0 : headers.count - 1)
        gtk_widget_grab_focus(headers[next])
    }

    func present() {
        gtk_window_present(gtkCast(window))
    }

    /// Fills the list, one row per thread.
    func setRows(_ rows: [String]) {
        for text in rows {
            let label = gtk_label_new(text)!
            gtk_label_set_xalign(gtkCast(label), 0)
            gtk_label_set_ellipsize(gtkCast(label), PANGO_ELLIPSIZE_END)
            Self.margins(label, 6)
            gtk_list_box_append(gtkCast(list), label)
        }
    }

    func selectRow(_ index: Int) {
        guard let row = gtk_list_box_get_row_at_index(gtkCast(list), gint(index)) else { return }
        gtk_list_box_select_row(gtkCast(list), row)
    }

    /// Empties the message column (the cards' engines are the controller's to close).
    func clearColumn() {
        while let child = gtk_widget_get_first_child(column) {
            gtk_box_remove(gtkCast(column), child)
        }
    }

    func showFind() {
        gtk_widget_set_visible(findBar, 1)
        gtk_widget_grab_focus(findEntry)
    }

    func setFindCount(_ text: String) {
        gtk_label_set_text(gtkCast(findCount), text)
    }

    func setButtonLabel(_ button: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_button_set_label(gtkCast(button), text)
    }

    /// Where `widget`'s top-left corner is in the window, in window pixels.
    func position(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return (x, y)
    }

    /// Where the scrolled message column ends in the window, and the window's height.
    func columnBounds() -> (bottom: Double, window: Double) {
        let top = position(of: scroller).y
        return (top + Double(gtk_widget_get_height(scroller)), Double(gtk_widget_get_height(window)))
    }

    /// Each header-bar button's name and its centre in the window.
    func controlCentres() -> [(name: String, x: Double, y: Double)] {
        controls.map { control in
            let origin = position(of: control.widget)
            let (width, height) = (gtk_widget_get_width(control.widget), gtk_widget_get_height(control.widget))
            return (control.name, origin.x + Double(width) / 2, origin.y + Double(height) / 2)
        }
    }

    /// Writes what the window shows now to a PNG.
    func savePNG(_ path: String) -> Bool {
        wck_widget_save_png(window, path) != 0
    }

    static func button(
        _ label: String, _ header: UnsafeMutablePointer<GtkWidget>, start: Bool,
        _ send: @escaping @Sendable (ReaderAction) -> Void, _ action: ReaderAction, name: String? = nil
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        if let name {
            wck_accessible_set_label(button, name)
            gtk_widget_set_tooltip_text(button, name)
        }
        GTKSignal.connect(button, "clicked") { send(action) }
        if start {
            gtk_header_bar_pack_start(gtkCast(header), button)
        } else {
            gtk_header_bar_pack_end(gtkCast(header), button)
        }
        return button
    }

    static func margins(_ widget: UnsafeMutablePointer<GtkWidget>, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }
}
#endif

#if os(Linux)
extension ReaderWindow {
    /// Lets GTK lay out and paint what changed (a few frames), so a screenshot shows it.
    func settle() async {
        for _ in 0..<12 { try? await Task.sleep(for: .milliseconds(16)) }
    }
}
#endif
