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

#if os(Linux)
@GLibActor
extension Widget {
    /// `child` cut to `height` pixels: a scrolled window that never scrolls and never asks for its child's height,
    /// so a stand-in holds exactly the place of the message it stands for, whatever it shows.
    static func clip(_ child: Widget, height: Double) -> Widget {
        let clip = Widget(gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_policy(clip.opaque, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_child(clip.opaque, child.pointer)
        clip.setSizeRequest(height: Int32(max(1, height.rounded(.up))))
        return clip
    }

    /// Keeps the widget at its start corner instead of stretching it over what its parent gives it.
    func alignAtStart() {
        gtk_widget_set_halign(pointer, GTK_ALIGN_START)
        gtk_widget_set_valign(pointer, GTK_ALIGN_START)
    }
}
#endif
