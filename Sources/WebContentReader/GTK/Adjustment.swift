#if os(Linux)
import CWebKitGTK
import WebContentGTK

/// A scrolled window's `GtkAdjustment`: where the viewport is over the scrolled content.
struct Adjustment: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<GtkAdjustment>

    init(_ pointer: UnsafeMutablePointer<GtkAdjustment>) { self.pointer = pointer }
}

@GLibActor
extension Adjustment {
    /// Content pixels above the viewport.
    var value: Double { gtk_adjustment_get_value(pointer) }
    /// The viewport's height.
    var pageSize: Double { gtk_adjustment_get_page_size(pointer) }
    /// The content's height.
    var upper: Double { gtk_adjustment_get_upper(pointer) }

    /// Scrolls to `value`; GTK clamps it to the content.
    func set(_ value: Double) { gtk_adjustment_set_value(pointer, value) }

    /// `action` after each scroll ("value-changed") and each change of the content's or viewport's size.
    func onChange(_ action: @escaping @Sendable () -> Void) {
        GTKSignal.connect(UnsafeMutableRawPointer(pointer), "value-changed", action)
        GTKSignal.connect(UnsafeMutableRawPointer(pointer), "changed", action)
    }
}
#endif
