#if canImport(CWebKitGTK)
package import CWebKitGTK

/// What a WebKitGTK JavaScript finish function hands over, owned by the caller: the web view host and the test
/// shim's web view backend both take it here, so the error is freed and the value released in one place.
package enum JavaScriptFinishOutput {
    /// The error as `failure` makes it, else what `read` makes of the value; either is freed afterwards.
    package static func take<Success, Failure: Error>(
        _ value: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?,
        failure: (UnsafeMutablePointer<GError>) -> Failure, read: (OpaquePointer?) -> Result<Success, Failure>
    ) -> Result<Success, Failure> {
        if let error {
            defer { g_error_free(error) }
            return .failure(failure(error))
        }
        defer { if let value { g_object_unref(UnsafeMutableRawPointer(value)) } }
        return read(value)
    }
}
#endif
