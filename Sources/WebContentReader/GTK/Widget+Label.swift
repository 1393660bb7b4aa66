#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkLabel` of plain `text` (never markup: the reader's labels show untrusted text).
    static func label(_ text: String, ellipsizes: Bool = false, wraps: Bool = false) -> Widget {
        let label = Widget(gtk_label_new(text)!)
        label.setLabelLayout(ellipsizes: ellipsizes, wraps: wraps)
        return label
    }

    /// Left-aligned; ellipsized at the end (a long text never widens its parent) or wrapped.
    func setLabelLayout(ellipsizes: Bool, wraps: Bool) {
        gtk_label_set_xalign(opaque, 0)
        if ellipsizes { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }
        if wraps {
            gtk_label_set_wrap(opaque, 1)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        }
    }

    func setText(_ text: String) { gtk_label_set_text(opaque, text) }

    func setSelectable(_ selectable: Bool) { gtk_label_set_selectable(opaque, selectable ? 1 : 0) }

    /// The text a `GtkEditable` (a search entry) holds.
    var editableText: String { String(cString: gtk_editable_get_text(opaque)) }

    /// A new `GtkSearchEntry`.
    static func searchEntry() -> Widget { Widget(gtk_search_entry_new()!) }
}
#endif
