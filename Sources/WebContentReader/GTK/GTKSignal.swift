#if os(Linux)
import CWebKitGTK
import WebContentGTK

/// The reader's one way onto GTK signals: a Swift closure per handler, kept alive until GTK drops the handler.
///
/// The closures run on the GLib thread and mostly post work elsewhere, so they are plain `@Sendable` functions.
/// Each signal shape has its own C trampoline here; nothing outside `GTK/` sees a pointer or a `gpointer`.
@GLibActor
enum GTKSignal {
    /// A closure through GLib's `gpointer`.
    final class Box: @unchecked Sendable {
        let action: @Sendable (Int) -> Void
        /// For a key handler: whether it takes a key (otherwise the key goes on to the widgets).
        let takes: @Sendable (Int) -> Bool
        init(_ action: @escaping @Sendable (Int) -> Void, takes: @escaping @Sendable (Int) -> Bool = { _ in true }) {
            self.action = action
            self.takes = takes
        }
    }

    /// A signal whose handler takes only the instance ("clicked", "activate", "search-changed", "changed").
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @Sendable () -> Void)
    {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(0)
        }
        attach(instance, signal, unsafeBitCast(handler, to: GCallback.self), Box { _ in action() })
    }

    /// "row-selected" of a GtkListBox: the selected row's index, -1 for none.
    static func onRowSelected(_ list: UnsafeMutableRawPointer, _ action: @escaping @Sendable (Int) -> Void) {
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutableRawPointer?) ->
                Void = {
                    _, row, data in
                    let index = row.map { Int(gtk_list_box_row_get_index($0)) } ?? -1
                    Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(index)
                }
        attach(list, "row-selected", unsafeBitCast(handler, to: GCallback.self), Box(action))
    }

    /// "key-pressed" of a key controller: `action` gets the ``ReaderKey`` when `takes` says the reader takes it
    /// now (keys that are none go on to the widgets, and so do those `takes` declines).
    static func onKey(
        _ controller: UnsafeMutableRawPointer, takes: @escaping @Sendable (ReaderKey) -> Bool,
        _ action: @escaping @Sendable (ReaderKey) -> Void
    ) {
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
                gboolean = {
                    _, keyval, _, state, data in
                    guard let key = ReaderKey(keyval: keyval, state: state) else { return 0 }
                    let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
                    guard box.takes(key.rawValue) else { return 0 }
                    box.action(key.rawValue)
                    return 1
                }
        attach(
            controller, "key-pressed", unsafeBitCast(handler, to: GCallback.self),
            Box(
                { raw in
                    if let key = ReaderKey(rawValue: raw) { action(key) }
                }, takes: { raw in ReaderKey(rawValue: raw).map(takes) ?? false }))
    }

    /// "close-request" of a window: runs `action` and lets the window close.
    static func onCloseRequest(_ window: UnsafeMutableRawPointer, _ action: @escaping @Sendable () -> Void) {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().action(0)
            return 0
        }
        attach(window, "close-request", unsafeBitCast(handler, to: GCallback.self), Box { _ in action() })
    }

    private static func attach(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, _ box: Box)
    {
        wck_signal_connect(
            instance, signal, handler, Unmanaged.passRetained(box).toOpaque(),
            { data, _ in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}
#endif
