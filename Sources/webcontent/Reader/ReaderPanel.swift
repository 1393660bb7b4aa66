#if os(Linux)
import CWebKitGTK
import Foundation
import WebContentGTK

/// The native panel under the messages: where a routed tap lands (a product screen, a link to confirm, an
/// image, an address). Escape or its Close button hides it.
@GLibActor
final class ReaderPanel {
    let revealer: UnsafeMutablePointer<GtkWidget>
    let title: UnsafeMutablePointer<GtkWidget>
    let detail: UnsafeMutablePointer<GtkWidget>
    let primary: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>

    init(send: @escaping @Sendable (ReaderAction) -> Void) {
        revealer = gtk_revealer_new()
        // Shown at once: a panel half slid in is neither there nor not for a person or a screenshot.
        gtk_revealer_set_transition_type(gtkCast(revealer), GTK_REVEALER_TRANSITION_TYPE_NONE)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        ReaderWindow.margins(box, 12)
        title = gtk_label_new("")
        gtk_label_set_xalign(gtkCast(title), 0)
        gtk_widget_add_css_class(title, "title-2")
        detail = gtk_label_new("")
        gtk_label_set_xalign(gtkCast(detail), 0)
        gtk_label_set_wrap(gtkCast(detail), 1)
        gtk_label_set_selectable(gtkCast(detail), 1)
        picture = gtk_picture_new()
        gtk_widget_set_visible(picture, 0)
        gtk_widget_set_size_request(picture, -1, 160)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        primary = gtk_button_new_with_label("Open")
        let close = gtk_button_new_with_label("Close")!
        GTKSignal.connect(primary, "clicked") { send(.panelPrimary) }
        GTKSignal.connect(close, "clicked") { send(.closePanel) }
        gtk_box_append(gtkCast(buttons), primary)
        gtk_box_append(gtkCast(buttons), close)
        for child in [title, detail, picture, buttons] { gtk_box_append(gtkCast(box), child) }
        gtk_revealer_set_child(gtkCast(revealer), box)
        wck_accessible_set_label(revealer, "Panel")
        // Hidden, not just folded: a folded revealer without a transition still kept its child's height under
        // the column, a dead strip at the window's bottom.
        gtk_widget_set_visible(revealer, 0)
    }

    /// Shows the panel with `title`, `detail` and, when there is an action, a primary button named `primary`.
    func show(title text: String, detail: String, primary label: String?, image: Data? = nil) {
        gtk_label_set_text(gtkCast(title), text)
        gtk_label_set_text(gtkCast(self.detail), detail)
        gtk_widget_set_visible(primary, label == nil ? 0 : 1)
        if let label { gtk_button_set_label(gtkCast(primary), label) }
        gtk_widget_set_visible(picture, 0)
        if let image, let texture = Self.texture(image) {
            gtk_picture_set_paintable(gtkCast(picture), OpaquePointer(texture))
            g_object_unref(texture)
            gtk_widget_set_visible(picture, 1)
        }
        gtk_widget_set_visible(revealer, 1)
        gtk_revealer_set_reveal_child(gtkCast(revealer), 1)
    }

    func hide() {
        gtk_revealer_set_reveal_child(gtkCast(revealer), 0)
        gtk_widget_set_visible(revealer, 0)
    }

    var isShown: Bool { gtk_revealer_get_reveal_child(gtkCast(revealer)) != 0 }

    private static func texture(_ data: Data) -> UnsafeMutableRawPointer? {
        data.withUnsafeBytes { raw -> UnsafeMutableRawPointer? in
            let bytes = g_bytes_new(raw.baseAddress, gsize(raw.count))
            defer { g_bytes_unref(bytes) }
            return gdk_texture_new_from_bytes(bytes, nil).map { UnsafeMutableRawPointer($0) }
        }
    }
}
#endif
