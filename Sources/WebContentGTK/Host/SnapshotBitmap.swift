#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

/// A snapshot's pixels as GDK holds them: rows of premultiplied 8-bit BGRA (GDK_MEMORY_DEFAULT on a
/// little-endian machine), top row first.
///
/// Plain memory rather than a texture, so the PNG encoder can read it from any thread and in parallel: either the
/// texture's own bytes, kept alive by a reference (a `GBytes` is immutable and its reference count atomic), or a
/// downloaded copy.
struct SnapshotBitmap: Sendable {
    let width: Int
    let height: Int
    private let storage: Storage

    /// A bitmap over `bytes`, `width * 4` bytes per row without padding.
    init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count >= width * height * 4, "a bitmap holds every row")
        (self.width, self.height, storage) = (width, height, .array(bytes))
    }

    /// A bitmap over the first `height` rows of a texture's bytes, taking over the reference `bytes`.
    init(width: Int, height: Int, taking bytes: OpaquePointer) {
        (self.width, self.height, storage) = (width, height, .glib(GLibBytes(bytes)))
    }

    /// The rows, `width * 4` bytes each: the downloaded array itself, or a copy of the texture's bytes.
    var bytes: [UInt8] {
        if case .array(let array) = storage, array.count == width * height * 4 { return array }
        return withPixels { Array($0) }
    }

    /// Calls `body` with the rows, `width * 4` bytes each and nothing after the last.
    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let count = width * height * 4
        switch storage {
        case .array(let array):
            return try array.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        case .glib(let bytes):
            return try body(UnsafeBufferPointer(start: bytes.start, count: count))
        }
    }

    private enum Storage: Sendable {
        case array([UInt8])
        case glib(GLibBytes)
    }

    /// One reference to a `GBytes`, released with this object.
    private final class GLibBytes: @unchecked Sendable {
        let reference: OpaquePointer
        let start: UnsafePointer<UInt8>?

        init(_ reference: OpaquePointer) {
            self.reference = reference
            start = g_bytes_get_data(reference, nil)?.assumingMemoryBound(to: UInt8.self)
        }

        deinit { g_bytes_unref(reference) }
    }
}
#endif
