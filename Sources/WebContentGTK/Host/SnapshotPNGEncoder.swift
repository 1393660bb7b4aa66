#if canImport(CWebKitGTK)
import CWebKitGTK
import Dispatch
import Foundation
import WebContentCore

/// Encodes a ``SnapshotBitmap`` as PNG fast enough for pages tens of thousands of pixels tall.
///
/// GDK's own encoder tries every PNG row filter on every row and deflates at zlib's default level on one thread:
/// a 390 x 234,083 px page took 5.5 s. Here rows are unfiltered (a rendered page is mostly runs of one colour,
/// which deflate finds anyway), compressed at level 1, and in strips deflated side by side: each strip is a raw
/// deflate stream ended on a byte boundary (a sync flush), so the strips concatenate into one zlib stream whose
/// Adler-32 is combined from theirs (as pigz does). An opaque page is written as RGB, a quarter fewer bytes.
enum SnapshotPNGEncoder {
    /// Rows per strip at least: below this, a strip's set-up costs more than its parallelism gains.
    static let minimumStripRows = 512

    enum Failure: Error {
        case deflate(Int32)
    }

    /// The PNG file of `bitmap`, encoded on a detached task: zlib is the slow part of a tall page's snapshot, and
    /// neither the GLib thread nor the main actor should wait on it.
    static func encodeOffThread(_ bitmap: SnapshotBitmap) async throws -> Data {
        try await Task.detached(priority: .userInitiated) {
            do {
                return try encode(bitmap)
            } catch {
                throw WebContentError.malformedResult("PNG encoding failed: zlib \(error)")
            }
        }.value
    }

    /// The PNG file of `bitmap`.
    ///
    /// Most pages are opaque, so the bitmap is first written as RGB while the strips look at every alpha on the
    /// way (no pass of its own over a tall page); when one meets a pixel that is not opaque, every strip stops and
    /// the bitmap is written again as RGBA.
    static func encode(_ bitmap: SnapshotBitmap, strips requested: Int? = nil) throws(Failure) -> Data {
        if let png = try encode(bitmap, channels: 3, strips: requested) { return png }
        return try encode(bitmap, channels: 4, strips: requested) ?? Data()
    }

    /// The PNG file of `bitmap` with `channels` channels, or nil when RGB was asked for and a pixel is not opaque.
    private static func encode(
        _ bitmap: SnapshotBitmap, channels: Int, strips requested: Int?
    ) throws(Failure) -> Data? {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // More strips than cores, so that a strip of dense text does not keep one core busy while the others wait.
        let stripCount = max(1, min(requested ?? cores * 4, bitmap.height / minimumStripRows))
        let rowsPerStrip = (bitmap.height + stripCount - 1) / stripCount
        let strips = Strips(count: stripCount)
        DispatchQueue.concurrentPerform(iterations: stripCount) { strip in
            let first = strip * rowsPerStrip
            let rows = first..<min(bitmap.height, first + rowsPerStrip)
            let result = Strip.deflate(bitmap, rows: rows, channels: channels, last: strip == stripCount - 1) {
                strips.isTranslucent
            }
            strips.store(strip, result)
        }
        let results = strips.results
        if results.contains(where: \.translucent) { return nil }
        if let failed = results.first(where: { $0.status != Z_OK }) { throw .deflate(failed.status) }
        var adler = results[0].adler
        for strip in results.dropFirst() { adler = adler32_combine(adler, strip.adler, off_t(strip.length)) }
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(results.reduce(6) { $0 + $1.bytes.count })
        for strip in results { stream += strip.bytes }
        stream += bigEndian(UInt32(truncatingIfNeeded: adler))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let colourType: UInt8 = channels == 3 ? 2 : 6
        chunk(
            "IHDR", bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height)) + [8, colourType, 0, 0, 0],
            into: &png)
        // Chunks of at most 8 MiB: any reader takes them, and one chunk's length field is never near its limit.
        var offset = 0
        repeat {
            let end = min(stream.count, offset + (8 << 20))
            chunk("IDAT", stream[offset..<end], into: &png)
            offset = end
        } while offset < stream.count
        chunk("IEND", [], into: &png)
        return Data(png)
    }

    /// What each strip's worker produced; each writes only its own index.
    private final class Strips: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Strip]
        private var translucent = false

        init(count: Int) { stored = Array(repeating: Strip(), count: count) }

        func store(_ index: Int, _ strip: Strip) {
            lock.withLock {
                stored[index] = strip
                translucent = translucent || strip.translucent
            }
        }

        /// Whether a strip met a pixel that is not opaque: the others stop early, since RGB will not do.
        var isTranslucent: Bool { lock.withLock { translucent } }

        var results: [Strip] { lock.withLock { stored } }
    }

    private static func chunk<Bytes: Collection<UInt8>>(_ type: String, _ data: Bytes, into png: inout [UInt8]) {
        png += bigEndian(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc =
            png[start...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, uInt($0.count)) }
            ?? Array(png[start...]).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
#endif
