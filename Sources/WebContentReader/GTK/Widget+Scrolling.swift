#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkScrolledWindow` around `child`; it scrolls vertically only when `verticalOnly`.
    static func scroller(_ child: Widget, verticalOnly: Bool) -> Widget {
        let scroller = Widget(gtk_scrolled_window_new()!)
        if verticalOnly {
            gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        }
        gtk_scrolled_window_set_child(scroller.opaque, child.pointer)
        return scroller
    }

    /// The vertical adjustment of this scrolled window.
    var verticalAdjustment: Adjustment { Adjustment(gtk_scrolled_window_get_vadjustment(opaque)!) }

    /// Where `point.y` of this widget lands in `ancestor`'s coordinates (nil when GTK has not placed it).
    func top(in ancestor: Widget) -> Double? {
        var origin = graphene_point_t()
        var point = graphene_point_t()
        guard gtk_widget_compute_point(pointer, ancestor.pointer, &origin, &point) != 0 else { return nil }
        return Double(point.y)
    }
}
#endif
