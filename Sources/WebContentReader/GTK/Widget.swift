#if os(Linux)
import CWebKitGTK
import WebContentGTK

/// A GTK widget the reader built, with the few calls the reader makes on it.
///
/// The Swift layer over GTK: this type and its extensions (with ``Adjustment``, ``GTKSignal`` and ``Desktop``)
/// are the only code of the module that touches a GTK pointer. GObject casts are checked by GLib, not Swift, so
/// each call names the GTK type it expects and GTK warns (never crashes) when a widget is of another.
struct Widget: Sendable, Hashable {
    /// The widget as WebContentGTK hands widgets across actors.
    let handle: GTKWidget

    init(_ handle: GTKWidget) { self.handle = handle }

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) { handle = GTKWidget(pointer) }

    var pointer: UnsafeMutablePointer<GtkWidget> { handle.pointer }

    /// The widget as another GTK type whose struct Swift imports (GtkBox, GtkWindow ...).
    func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// The widget as a type Swift imports opaque (GtkLabel, GtkButton ...).
    var opaque: OpaquePointer { OpaquePointer(pointer) }

    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
}

@GLibActor
extension Widget {
    func setVisible(_ visible: Bool) { gtk_widget_set_visible(pointer, visible ? 1 : 0) }

    func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(pointer, margin)
        gtk_widget_set_margin_bottom(pointer, margin)
        gtk_widget_set_margin_start(pointer, margin)
        gtk_widget_set_margin_end(pointer, margin)
    }

    var marginTop: Double { Double(gtk_widget_get_margin_top(pointer)) }

    /// At least `width` by `height` (-1: no request).
    func setSizeRequest(width: Int32 = -1, height: Int32 = -1) { gtk_widget_set_size_request(pointer, width, height) }

    func setExpands(horizontally: Bool, vertically: Bool) {
        gtk_widget_set_hexpand(pointer, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(pointer, vertically ? 1 : 0)
    }

    func setTooltip(_ text: String) { gtk_widget_set_tooltip_text(pointer, text) }

    /// The name assistive technology reads for a widget whose own text does not say it.
    func setAccessibleLabel(_ label: String) { wck_accessible_set_label(pointer, label) }

    func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }

    var width: Double { Double(gtk_widget_get_width(pointer)) }
    var height: Double { Double(gtk_widget_get_height(pointer)) }

    func grabFocus() { gtk_widget_grab_focus(pointer) }

    /// The widget that has the keyboard focus in this widget's window, if any.
    var focusInWindow: Widget? {
        guard let root = gtk_widget_get_root(pointer), let focus = gtk_root_get_focus(root) else { return nil }
        return Widget(focus)
    }

    /// Whether this widget is `ancestor` or inside it.
    func isInside(_ ancestor: Widget) -> Bool {
        self == ancestor || gtk_widget_is_ancestor(pointer, ancestor.pointer) != 0
    }

    /// Whether this is a web view (GTK's type name says so): its content keeps Tab for its own links.
    var isWebView: Bool { String(cString: gtk_widget_get_name(pointer)) == "WebKitWebView" }

    /// This widget if it is a web view, else the first web view inside it.
    var webView: Widget? { isWebView ? self : children.lazy.compactMap(\.webView).first }
    var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }

    /// The widget's children, first to last.
    var children: [Widget] {
        var found: [Widget] = []
        var child = gtk_widget_get_first_child(pointer)
        while let current = child {
            found.append(Widget(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// Where the widget's top-left corner is in `ancestor`'s coordinates (nil when GTK has not placed it).
    func origin(in ancestor: Widget) -> (x: Double, y: Double)? {
        var x = 0.0
        var y = 0.0
        guard gtk_widget_translate_coordinates(pointer, ancestor.pointer, 0, 0, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    /// Whether the widget is set to show (its parents may still hide it).
    var isVisible: Bool { gtk_widget_get_visible(pointer) != 0 }

    /// The widget's rectangle in `ancestor`'s coordinates; nil until GTK has laid it out.
    func bounds(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, ancestor.pointer, &bounds) != 0 else { return nil }
        return (Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height))
    }

    /// The widget's top and height in `ancestor`'s coordinates; nil until GTK has laid it out with a height.
    func verticalBounds(in ancestor: Widget) -> (top: Double, height: Double)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, ancestor.pointer, &bounds) != 0, bounds.size.height > 0 else {
            return nil
        }
        return (Double(bounds.origin.y), Double(bounds.size.height))
    }

    /// A capture-phase key controller: the reader's ``ReaderKey``s that `takes` accepts reach `action` before any
    /// widget sees them.
    func onKey(
        takes: @escaping @Sendable (ReaderKey) -> Bool = { _ in true },
        _ action: @escaping @Sendable (ReaderKey) -> Void
    ) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        GTKSignal.onKey(UnsafeMutableRawPointer(controller), takes: takes, action)
        gtk_widget_add_controller(pointer, controller)
    }
}
#endif
