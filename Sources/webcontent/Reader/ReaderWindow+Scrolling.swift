#if os(Linux)
import CWebKitGTK
import WebContentGTK

extension ReaderWindow {
    /// A keyboard scroll of the message column.
    enum Scroll {
        case pageDown, pageUp, top, bottom
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(gtkCast(scroller))!
    }

    /// Scrolls the column: nine tenths of a page (a line of context stays), or to either end.
    func scroll(_ scroll: Scroll) {
        let page = gtk_adjustment_get_page_size(adjustment)
        let value = gtk_adjustment_get_value(adjustment)
        let target: Double =
            switch scroll {
            case .pageDown: value + page * 0.9
            case .pageUp: value - page * 0.9
            case .top: 0
            case .bottom: gtk_adjustment_get_upper(adjustment)
            }
        gtk_adjustment_set_value(adjustment, target)  // GTK clamps it to the column
    }

    /// Scrolls so `widget`'s top is at the top of the column's viewport (as far as the column allows).
    func scroll(toTopOf widget: GTKWidget) {
        var origin = graphene_point_t()
        var point = graphene_point_t()
        guard gtk_widget_compute_point(widget.pointer, column, &origin, &point) != 0 else { return }
        gtk_adjustment_set_value(adjustment, Double(point.y))
    }

    /// The scroll position (column pixels above the viewport), for the events.
    var scrollTop: Double { gtk_adjustment_get_value(adjustment) }

    /// Which of `boxes` (widgets in the column) the viewport shows at least a pixel of.
    ///
    /// From the adjustment and the boxes' places in the column, both current at once: the boxes' places on
    /// screen follow a scroll only at the next frame.
    func onScreen(_ boxes: [GTKWidget]) -> [Bool] {
        let top = gtk_adjustment_get_value(adjustment)
        let bottom = top + gtk_adjustment_get_page_size(adjustment)
        let margin = Double(gtk_widget_get_margin_top(column))
        return boxes.map { box in
            var bounds = graphene_rect_t()
            // A box GTK has not laid out yet has no place: it counts as off screen until it has one.
            guard gtk_widget_compute_bounds(box.pointer, column, &bounds) != 0, bounds.size.height > 0 else {
                return false
            }
            let boxTop = margin + Double(bounds.origin.y)
            return boxTop < bottom && boxTop + Double(bounds.size.height) > top
        }
    }
}
#endif
