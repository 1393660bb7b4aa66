#if canImport(CWebKitGTK)
public import CWebKitGTK

/// A GTK widget pointer that may cross actors; it is only dereferenced on the GLib thread.
public struct GTKWidget: @unchecked Sendable, Hashable {
    /// The widget; use it only in ``GLibActor`` code.
    public let pointer: UnsafeMutablePointer<GtkWidget>

    /// Wraps `pointer`; it is not retained.
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
    }

    /// Appends the widget to a vertical or horizontal `GtkBox`.
    @GLibActor
    public func append(to box: GTKWidget) {
        gtk_box_append(UnsafeMutableRawPointer(box.pointer).assumingMemoryBound(to: GtkBox.self), pointer)
    }
}
#endif
