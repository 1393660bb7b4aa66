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
    static func encode(_ bitmap: SnapshotBitmap, strips requested: Int? = nil) throws(Failure) -> Data {
        let opaque = isOpaque(bitmap)
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + bitmap.width * channels
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let stripCount = max(1, min(requested ?? cores * 2, bitmap.height / minimumStripRows))
        let rowsPerStrip = (bitmap.height + stripCount - 1) / stripCount
        let strips = Strips(count: stripCount)
        DispatchQueue.concurrentPerform(iterations: stripCount) { strip in
            let first = strip * rowsPerStrip
            let rows = max(0, min(rowsPerStrip, bitmap.height - first))
            // Uninitialised: `fill` writes every byte of the strip.
            let raw = [UInt8](unsafeUninitializedCapacity: rows * rowBytes) { memory, initialized in
                fill(memory, from: bitmap, rows: first..<(first + rows), channels: channels)
                initialized = rows * rowBytes
            }
            let adler = raw.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
            let (bytes, status) = deflateStrip(raw, last: strip == stripCount - 1)
            strips.store(strip, bytes: bytes, status: status, adler: adler, length: raw.count)
        }
        let (compressed, status, adlers, lengths) = strips.results
        if let failed = status.first(where: { $0 != Z_OK }) { throw .deflate(failed) }
        var adler = adlers[0]
        for strip in 1..<stripCount { adler = adler32_combine(adler, adlers[strip], off_t(lengths[strip])) }
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(compressed.reduce(6) { $0 + $1.count })
        for strip in compressed { stream += strip }
        stream += bigEndian(UInt32(truncatingIfNeeded: adler))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header =
            bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height)) + [8, opaque ? 2 : 6, 0, 0, 0]
        chunk("IHDR", header, into: &png)
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
        private var compressed: [[UInt8]]
        private var status: [Int32]
        private var adlers: [uLong]
        private var lengths: [Int]

        init(count: Int) {
            (compressed, status) = (Array(repeating: [], count: count), Array(repeating: Z_OK, count: count))
            (adlers, lengths) = (Array(repeating: 1, count: count), Array(repeating: 0, count: count))
        }

        func store(_ strip: Int, bytes: [UInt8], status code: Int32, adler: uLong, length: Int) {
            lock.withLock {
                (compressed[strip], status[strip], adlers[strip], lengths[strip]) = (bytes, code, adler, length)
            }
        }

        var results: ([[UInt8]], [Int32], [uLong], [Int]) { lock.withLock { (compressed, status, adlers, lengths) } }
    }

    /// Whether every pixel is fully opaque.
    static func isOpaque(_ bitmap: SnapshotBitmap) -> Bool {
        bitmap.bytes.withUnsafeBufferPointer { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// PNG rows (filter byte 0, then RGB or straight-alpha RGBA) for `rows` of the premultiplied BGRA bitmap.
    private static func fill(
        _ target: UnsafeMutableBufferPointer<UInt8>, from bitmap: SnapshotBitmap, rows: Range<Int>, channels: Int
    ) {
        let width = bitmap.width
        bitmap.bytes.withUnsafeBufferPointer { source in
            var out = 0
            for row in rows {
                target[out] = 0
                out += 1
                var pixel = row * width * 4
                for _ in 0..<width {
                    let (b, g, r, a) = (source[pixel], source[pixel + 1], source[pixel + 2], source[pixel + 3])
                    if a == 255 || a == 0 {
                        (target[out], target[out + 1], target[out + 2]) = (r, g, b)
                    } else {
                        // Premultiplied to straight alpha, rounded as GDK does.
                        let alpha = UInt32(a)
                        target[out] = UInt8(min(255, (UInt32(r) * 255 + alpha / 2) / alpha))
                        target[out + 1] = UInt8(min(255, (UInt32(g) * 255 + alpha / 2) / alpha))
                        target[out + 2] = UInt8(min(255, (UInt32(b) * 255 + alpha / 2) / alpha))
                    }
                    if channels == 4 { target[out + 3] = a }
                    out += channels
                    pixel += 4
                }
            }
        }
    }

    /// A raw deflate stream of `raw` at level 1, ended on a byte boundary (or finished, for the last strip).
    private static func deflateStrip(_ raw: [UInt8], last: Bool) -> ([UInt8], Int32) {
        var stream = z_stream()
        var result = deflateInit2_(
            &stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard result == Z_OK else { return ([], result) }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(raw.count))) + 16
        // zlib only reads its input (the pointer is not const in its C signature); the output is written, and
        // counted, by deflate itself, so neither is copied nor zeroed first.
        var written = 0
        let output = raw.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(capacity)
                result = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                written = capacity - Int(stream.avail_out)
                initialized = written
            }
        }
        let expected = last ? Z_STREAM_END : Z_OK
        guard result == expected, stream.avail_in == 0 else { return ([], result == Z_OK ? Z_BUF_ERROR : result) }
        return (output, Z_OK)
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
