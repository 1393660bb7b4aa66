#if canImport(CWebKitGTK)
import Foundation

/// A snapshot's pixels as GDK downloads them: rows of premultiplied 8-bit BGRA (GDK_MEMORY_DEFAULT on a
/// little-endian machine), top row first.
///
/// Plain memory rather than a texture, so the PNG encoder can read it from any thread and in parallel.
struct SnapshotBitmap: Sendable {
    let width: Int
    let height: Int
    /// The rows, `width * 4` bytes each, without padding.
    let bytes: [UInt8]
}
#endif
