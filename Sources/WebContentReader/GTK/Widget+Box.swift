#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkBox`, children top to bottom (or left to right) with `spacing` pixels between them.
    static func box(vertical: Bool = true, spacing: Int32 = 0) -> Widget {
        Widget(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!)
    }

    /// Appends `child` to this box.
    func append(_ child: Widget) { gtk_box_append(cast(GtkBox.self), child.pointer) }

    /// Takes `child` out of this box (GTK drops it when nothing else holds it).
    func remove(_ child: Widget) { gtk_box_remove(cast(GtkBox.self), child.pointer) }

    /// Takes every child out of this box.
    func removeAll() {
        for child in children { remove(child) }
    }

    /// A new `GtkOverlay`: `child` sizes it, overlays are drawn over it.
    static func overlay() -> Widget { Widget(gtk_overlay_new()!) }

    func setOverlayChild(_ child: Widget?) { gtk_overlay_set_child(opaque, child?.pointer) }

    func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(opaque, overlay.pointer) }

    func removeOverlay(_ overlay: Widget) { gtk_overlay_remove_overlay(opaque, overlay.pointer) }
}
#endif
