#if os(Linux)
import CWebKitGTK
import WebContentGTK

@GLibActor
extension Widget {
    /// A new top-level `GtkWindow` of `width` by `height` with a header bar, which it returns too.
    static func window(title: String, width: Int, height: Int) -> (window: Widget, headerBar: Widget) {
        let window = Widget(gtk_window_new()!)
        gtk_window_set_title(window.cast(GtkWindow.self), title)
        gtk_window_set_default_size(window.cast(GtkWindow.self), gint(width), gint(height))
        let header = Widget(gtk_header_bar_new()!)
        gtk_window_set_titlebar(window.cast(GtkWindow.self), header.pointer)
        return (window, header)
    }

    func setWindowChild(_ child: Widget) { gtk_window_set_child(cast(GtkWindow.self), child.pointer) }

    func present() { gtk_window_present(cast(GtkWindow.self)) }

    /// `action` when a person asks to close the window; the window closes after it.
    func onCloseRequest(_ action: @escaping @Sendable () -> Void) { GTKSignal.onCloseRequest(raw, action) }

    /// `action` after each frame GTK paints of this (realized) window: when what it shows may have changed.
    func onAfterPaint(_ action: @escaping @Sendable () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(pointer) else { return }
        GTKSignal.connect(UnsafeMutableRawPointer(clock), "after-paint", action)
    }

    /// Where this window's widget origin lies in its X surface (past the frame GTK draws around it): what to add
    /// to a widget's window coordinates to find it in a screenshot of the surface.
    var surfaceOffset: (x: Double, y: Double) {
        var (x, y) = (0.0, 0.0)
        gtk_native_get_surface_transform(OpaquePointer(pointer), &x, &y)
        return (x, y)
    }

    /// Puts `child` at the start or end of this header bar.
    func pack(_ child: Widget, atStart: Bool) {
        if atStart {
            gtk_header_bar_pack_start(opaque, child.pointer)
        } else {
            gtk_header_bar_pack_end(opaque, child.pointer)
        }
    }

    /// A new horizontal `GtkPaned`: `start` keeps its width at `position` pixels, `end` takes the rest.
    static func paned(start: Widget, end: Widget, position: Int32) -> Widget {
        let paned = Widget(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!)
        gtk_paned_set_start_child(paned.opaque, start.pointer)
        gtk_paned_set_end_child(paned.opaque, end.pointer)
        gtk_paned_set_shrink_start_child(paned.opaque, 0)
        gtk_paned_set_resize_start_child(paned.opaque, 0)
        gtk_paned_set_position(paned.opaque, position)
        return paned
    }

    /// Writes what this window shows now (web content included) to a PNG at `path`.
    func savePNG(_ path: String) -> Bool { wck_widget_save_png(pointer, path) != 0 }
}
#endif
