#if canImport(CWebKitGTK)
import CWebKitGTK

/// A weak path from a C callback's `gpointer` back to its ``WebViewHost``, plus an optional call id.
///
/// Signal handlers get a retained one that the closure-notify releases; async callbacks take theirs back.
final class HostReference: @unchecked Sendable {
    // Only read on the GLib thread; the class crosses threads only as an opaque pointer.
    weak var host: WebViewHost?
    let id: UInt64

    init(_ host: WebViewHost, id: UInt64 = 0) {
        self.host = host
        self.id = id
    }

    /// A +1 pointer for GLib user data.
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// Borrows the reference behind a signal's user data.
    static func borrow(_ data: UnsafeMutableRawPointer?) -> HostReference {
        Unmanaged<HostReference>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Takes back the +1 reference of an async callback's user data.
    static func take(_ data: UnsafeMutableRawPointer?) -> HostReference {
        Unmanaged<HostReference>.fromOpaque(data!).takeRetainedValue()
    }

    /// Connects a C handler to a GObject signal with a retained reference to `host`, released with the closure.
    @GLibActor
    @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, to host: WebViewHost,
        id: UInt64 = 0
    ) -> gulong {
        wck_signal_connect(
            instance, signal, handler, HostReference(host, id: id).retainedPointer(),
            { data, _ in Unmanaged<HostReference>.fromOpaque(data!).release() })
    }
}
#endif
