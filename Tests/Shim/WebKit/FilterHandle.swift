internal import CWebKitGTK

/// A compiled WebKitGTK user content filter (reference-counted with atomic counts, so any thread may drop it).
final class FilterHandle: @unchecked Sendable {
    let filter: OpaquePointer

    /// Takes over a +1 reference.
    init(_ filter: OpaquePointer) { self.filter = filter }

    deinit { webkit_user_content_filter_unref(filter) }
}
