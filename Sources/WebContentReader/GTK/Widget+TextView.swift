#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new read-only `GtkTextView` wrapping at word boundaries: text a screen reader reads as text (AT-SPI's
    /// Text interface, caret and all), where a web view's own tree cannot be placed in the window.
    static func readOnlyTextView() -> Widget {
        let view = Widget(gtk_text_view_new()!)
        gtk_text_view_set_editable(view.cast(GtkTextView.self), 0)
        gtk_text_view_set_wrap_mode(view.cast(GtkTextView.self), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(view.cast(GtkTextView.self), 6)
        gtk_text_view_set_right_margin(view.cast(GtkTextView.self), 6)
        return view
    }

    /// Replaces what a `GtkTextView` shows with `text` (plain text, never markup).
    func setTextViewText(_ text: String) {
        let buffer = gtk_text_view_get_buffer(cast(GtkTextView.self))
        gtk_text_buffer_set_text(buffer, text, -1)
    }
}
#endif
