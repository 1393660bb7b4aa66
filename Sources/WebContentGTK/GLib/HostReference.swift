#if canImport(CWebKitGTK)
import CWebKitGTK

/// A weak path from a C callback's `gpointer` back to its ``WebViewHost``, plus an optional call id.
typealias HostReference = GLibReference<WebViewHost>

extension GLibReference where Target == WebViewHost {
    /// The host, while it lives.
    var host: WebViewHost? { target }

    /// Connects a C handler to a GObject signal with a retained reference to `host`, released with the closure.
    @GLibActor
    @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, to host: WebViewHost,
        id: UInt64 = 0
    ) -> gulong {
        wck_signal_connect(
            instance, signal, handler, HostReference(host, id: id).retainedPointer(),
            { data, _ in HostReference.release(data) })
    }
}
#endif
