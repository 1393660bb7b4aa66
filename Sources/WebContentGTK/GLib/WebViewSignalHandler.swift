#if canImport(CWebKitGTK)
package import CWebKitGTK

/// The C shapes of the WebKitWebView signals that the web view host and the test shim's web view backend both
/// connect to, stated once: GLib calls a handler by the signal's shape, whatever the closure declared.
///
/// Each takes the view first and the connection's user data last.
package enum WebViewSignalHandler {
    /// `load-changed`: the `WebKitLoadEvent`.
    package typealias LoadChanged = @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void

    /// `load-failed`: the `WebKitLoadEvent`, the failing URI and the error; TRUE stops WebKit's error page.
    package typealias LoadFailed =
        @convention(c) (
            UnsafeMutableRawPointer?, UInt32, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?,
            UnsafeMutableRawPointer?
        ) -> gboolean

    /// `decide-policy`: the decision and its `WebKitPolicyDecisionType`; TRUE when the handler took the decision.
    package typealias DecidePolicy =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?)
        -> gboolean
}
#endif
