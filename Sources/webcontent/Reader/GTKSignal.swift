#if os(Linux)
import CWebKitGTK
import WebContentGTK

/// Swift closures on GTK signals: each handler keeps its closure alive until GTK drops the handler.
///
/// The closures run on the GLib thread and only post work elsewhere, so they are plain `@Sendable` functions.
@GLibActor
enum GTKSignal {
    /// A closure through GLib's `gpointer`.
    final class Box: @unchecked Sendable {
        let action: @Sendable (Int) -> Void
        init(_ action: @escaping @Sendable (Int) -> Void) { self.action = action }
    }

    /// A signal whose handler takes only the instance ("clicked", "activate", "search-changed", "next-match").
    static func connect(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, _ action: @escaping @Sendable () -> Void
    ) {
        connect(object: UnsafeMutableRawPointer(widget), signal, action)
    }

    /// The same for any GObject (an adjustment's "value-changed").
    static func connect(object: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @Sendable () -> Void) {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(0)
        }
        attach(object, signal, unsafeBitCast(handler, to: GCallback.self), Box { _ in action() })
    }

    /// "row-selected" of a GtkListBox: the selected row's index, -1 for none.
    static func onRowSelected(_ list: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @Sendable (Int) -> Void) {
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutableRawPointer?) ->
                Void = {
                    _, row, data in
                    let index = row.map { Int(gtk_list_box_row_get_index($0)) } ?? -1
                    Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(index)
                }
        attach(UnsafeMutableRawPointer(list), "row-selected", unsafeBitCast(handler, to: GCallback.self), Box(action))
    }

    /// The window's keys the reader handles itself, before any widget sees them.
    enum Key: Int, Sendable {
        case escape, find, nextMessage, previousMessage, quit, pageDown, pageUp, top, bottom
    }

    /// A capture-phase key controller on `window` for the reader's ``Key``s; other keys go on to the widgets.
    static func onKey(_ window: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @Sendable (Key) -> Void) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
                gboolean = {
                    _, keyval, _, state, data in
                    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
                    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
                    let key: Key? =
                        switch (keyval, control, alt) {
                        case (UInt32(GDK_KEY_Escape), _, _): .escape
                        case (UInt32(GDK_KEY_f), true, _), (UInt32(GDK_KEY_F), true, _): .find
                        case (UInt32(GDK_KEY_Down), _, true), (UInt32(GDK_KEY_j), true, _): .nextMessage
                        case (UInt32(GDK_KEY_Up), _, true), (UInt32(GDK_KEY_k), true, _): .previousMessage
                        case (UInt32(GDK_KEY_q), true, _), (UInt32(GDK_KEY_w), true, _): .quit
                        case (UInt32(GDK_KEY_Page_Down), false, false): .pageDown
                        case (UInt32(GDK_KEY_Page_Up), false, false): .pageUp
                        case (UInt32(GDK_KEY_Home), true, _): .top
                        case (UInt32(GDK_KEY_End), true, _): .bottom
                        default: nil
                        }
                    guard let key else { return 0 }
                    Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(key.rawValue)
                    return 1
                }
        attach(
            UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(handler, to: GCallback.self),
            Box { raw in
                if let key = Key(rawValue: raw) { action(key) }
            })
        gtk_widget_add_controller(window, controller)
    }

    /// "close-request" of a window: runs `action` and lets the window close.
    static func onCloseRequest(_ window: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @Sendable () -> Void) {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(0)
            return 0
        }
        attach(
            UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(handler, to: GCallback.self),
            Box { _ in action() })
    }

    private static func attach(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, _ box: Box)
    {
        wck_signal_connect(
            instance, signal, handler, Unmanaged.passRetained(box).toOpaque(),
            { data, _ in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}

/// A GTK pointer as another GTK type: GObject casts are checked by GLib, not by Swift.
func gtkCast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// A GTK pointer as a type Swift imports opaque (GtkLabel, GtkButton, ...).
func gtkCast(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(widget)
}
#endif
