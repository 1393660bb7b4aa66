#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new `GtkScrolledWindow` around `child`; it scrolls vertically only when `verticalOnly`.
    ///
    /// Unless `followsFocus`, the viewport GTK puts around a child that cannot scroll itself stays where it is
    /// when the keyboard focus moves inside it (`GtkViewport:scroll-to-focus`): in the message column that held
    /// the reader to a clicked message, every Page Down jumping back to it as its engine came and went.
    static func scroller(_ child: Widget, verticalOnly: Bool, followsFocus: Bool = true) -> Widget {
        let scroller = Widget(gtk_scrolled_window_new()!)
        if verticalOnly {
            gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        }
        if followsFocus {
            gtk_scrolled_window_set_child(scroller.opaque, child.pointer)
        } else {
            let viewport = Widget(gtk_viewport_new(nil, nil)!)
            gtk_viewport_set_scroll_to_focus(viewport.opaque, 0)
            gtk_viewport_set_child(viewport.opaque, child.pointer)
            gtk_scrolled_window_set_child(scroller.opaque, viewport.pointer)
        }
        return scroller
    }

    /// Scrolls this scrolled window the least that shows `descendant` (its top, when it is taller than the
    /// viewport): what the keyboard's moves between messages do, as the column does not follow the focus.
    func reveal(_ descendant: Widget) {
        guard let bounds = descendant.verticalBounds(in: self) else { return }
        let adjustment = verticalAdjustment
        let (value, page) = (adjustment.value, adjustment.pageSize)
        if bounds.top < 0 {
            adjustment.set(value + bounds.top)
        } else if bounds.top + bounds.height > page {
            adjustment.set(value + min(bounds.top, bounds.top + bounds.height - page))
        }
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
    /// `child` cut to `height` pixels: a box of that height, holding a scrolled window that never scrolls and never
    /// asks for its child's height, so a stand-in holds exactly the place of the message it stands for, whatever it
    /// shows.
    ///
    /// The scrolled window is made only while there is a child: with its two scrollbars and their gestures it cost
    /// about 40 KB, and a thread of 200 open messages keeps all but a dozen stand-ins empty (measured: 7-8 MiB of
    /// the reader's memory, ``setClipChild(_:)``).
    static func clip(_ child: Widget?, height: Double) -> Widget {
        let clip = Widget.box()
        gtk_widget_set_overflow(clip.pointer, GTK_OVERFLOW_HIDDEN)
        // Set, so GTK does not compute it from the scrolled window inside, which expands to the clip's height: a
        // filled stand-in would pass that up the card to the column and take the spare height of a short thread.
        clip.setExpands(horizontally: false, vertically: false)
        clip.setClipChild(child)
        clip.setSizeRequest(height: Int32(max(1, height.rounded(.up))))
        return clip
    }

    /// Replaces what a ``clip(_:height:)`` shows (nothing: it keeps only its height); the previous child is freed.
    func setClipChild(_ child: Widget?) {
        if let previous = gtk_widget_get_first_child(pointer) { gtk_box_remove(cast(GtkBox.self), previous) }
        guard let child else { return }
        let scroller = Widget(gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_child(scroller.opaque, child.pointer)
        scroller.setExpands(horizontally: false, vertically: true)
        append(scroller)
    }

    /// Keeps the widget at its start corner instead of stretching it over what its parent gives it.
    func alignAtStart() {
        gtk_widget_set_halign(pointer, GTK_ALIGN_START)
        gtk_widget_set_valign(pointer, GTK_ALIGN_START)
    }
}
#endif
