#if canImport(CWebKitGTK)
/// What a snapshot callback needs: the way back to the host's call, and how many texture rows to keep.
final class SnapshotRequest: @unchecked Sendable {
    // Immutable; crosses threads only as an opaque pointer, like HostReference.
    let reference: HostReference
    let rows: Int?

    init(reference: HostReference, rows: Int?) {
        self.reference = reference
        self.rows = rows
    }

    /// A +1 pointer for the async callback's user data.
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// Takes back the +1 reference of the callback's user data.
    static func take(_ data: UnsafeMutableRawPointer?) -> SnapshotRequest {
        Unmanaged<SnapshotRequest>.fromOpaque(data!).takeRetainedValue()
    }
}
#endif
