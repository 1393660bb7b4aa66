#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkListBox`; `selected` gets the selected row's index (-1 for none).
    static func list(selected: @escaping @Sendable (Int) -> Void) -> Widget {
        let list = Widget(gtk_list_box_new()!)
        GTKSignal.onRowSelected(list.raw, selected)
        return list
    }

    /// Appends a row showing `child` to this list, named `name` for assistive technology (GTK 4.8 names a row
    /// by nothing it shows).
    func appendRow(_ child: Widget, name: String) {
        gtk_list_box_append(opaque, child.pointer)
        if let row = gtk_widget_get_parent(child.pointer) { Widget(row).setAccessibleLabel(name) }
    }

    /// Selects row `index` of this list (its "row-selected" handler runs).
    func selectRow(_ index: Int) {
        guard let row = gtk_list_box_get_row_at_index(opaque, gint(index)) else { return }
        gtk_list_box_select_row(opaque, row)
    }
}
#endif
