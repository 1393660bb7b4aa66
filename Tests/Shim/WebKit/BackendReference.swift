import Foundation

/// A weak path from a C callback's `gpointer` back to a GLib-side object, plus the id of what it answers.
///
/// Signal handlers get a retained one that the closure-notify releases; async callbacks take theirs back.
final class BackendReference<Target: AnyObject>: @unchecked Sendable {
    // Only read on the GLib thread; the reference crosses threads only as an opaque pointer.
    weak var target: Target?
    let id: UInt64

    init(_ target: Target, id: UInt64 = 0) {
        self.target = target
        self.id = id
    }

    /// A +1 pointer for GLib user data.
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// Borrows the reference behind a signal's user data.
    static func borrow(_ data: UnsafeMutableRawPointer?) -> BackendReference {
        Unmanaged<BackendReference>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Takes back the +1 reference of an async callback's user data.
    static func take(_ data: UnsafeMutableRawPointer?) -> BackendReference {
        Unmanaged<BackendReference>.fromOpaque(data!).takeRetainedValue()
    }

    /// Releases a +1 pointer (a signal's closure-notify).
    static func release(_ data: UnsafeMutableRawPointer?) {
        Unmanaged<BackendReference>.fromOpaque(data!).release()
    }
}
