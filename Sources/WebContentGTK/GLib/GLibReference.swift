/// A weak path from a C callback's `gpointer` back to a GLib-side object, plus the id of what it answers.
///
/// Signal handlers get a retained one that the closure-notify releases; async callbacks take theirs back. The
/// web view host (``HostReference``) and the test shim's web view backend both reach their callbacks this way.
package final class GLibReference<Target: AnyObject>: @unchecked Sendable {
    // Only read on the GLib thread; the reference crosses threads only as an opaque pointer.
    package weak var target: Target?
    package let id: UInt64

    package init(_ target: Target, id: UInt64 = 0) {
        self.target = target
        self.id = id
    }

    /// A +1 pointer for GLib user data.
    package func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// Borrows the reference behind a signal's user data.
    package static func borrow(_ data: UnsafeMutableRawPointer?) -> GLibReference {
        Unmanaged<GLibReference>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Takes back the +1 reference of an async callback's user data.
    package static func take(_ data: UnsafeMutableRawPointer?) -> GLibReference {
        Unmanaged<GLibReference>.fromOpaque(data!).takeRetainedValue()
    }

    /// Releases a +1 pointer (a signal's closure-notify).
    package static func release(_ data: UnsafeMutableRawPointer?) {
        Unmanaged<GLibReference>.fromOpaque(data!).release()
    }
}
