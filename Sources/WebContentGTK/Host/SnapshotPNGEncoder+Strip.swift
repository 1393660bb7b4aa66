#if canImport(CWebKitGTK)
import CWebKitGTK

extension SnapshotPNGEncoder {
    /// One strip of rows as a raw deflate stream, with the Adler-32 and length of its raw PNG rows.
    struct Strip: Sendable {
        /// Rows written and deflated at a time: few enough that zlib reads them from the cache `fill` left them in.
        static let rowsPerChunk = 32

        var bytes: [UInt8] = []
        var status: Int32 = Z_OK
        var adler: uLong = 1
        var length = 0
        /// Met a pixel that is not opaque while writing RGB (the strip is then unfinished).
        var translucent = false

        /// `rows` of `bitmap` deflated at level 1, ended on a byte boundary (or finished, for the last strip).
        ///
        /// The rows are written, summed and deflated a chunk at a time, and the strip gives up early once `stop`
        /// says another strip met a pixel that is not opaque.
        static func deflate(
            _ bitmap: SnapshotBitmap, rows: Range<Int>, channels: Int, last: Bool, stop: () -> Bool
        ) -> Strip {
            var strip = Strip()
            let rowBytes = 1 + bitmap.width * channels
            strip.length = rows.count * rowBytes
            var stream = z_stream()
            strip.status = deflateInit2_(
                &stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            guard strip.status == Z_OK else { return strip }
            defer { deflateEnd(&stream) }
            let capacity = Int(deflateBound(&stream, uLong(strip.length))) + 16
            var chunk = [UInt8](repeating: 0, count: rowsPerChunk * rowBytes)
            var status = Z_OK
            // The output is written, and counted, by deflate itself, so it is neither zeroed nor copied first.
            strip.bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(capacity)
                bitmap.withPixels { source in
                    chunk.withUnsafeMutableBufferPointer { buffer in
                        var row = rows.lowerBound
                        // At least once, so that even an empty strip ends its stream.
                        repeat {
                            let end = min(rows.upperBound, row + rowsPerChunk)
                            guard !stop(), fill(buffer, from: source, width: bitmap.width, rows: row..<end, channels)
                            else { return strip.translucent = true }
                            let count = (end - row) * rowBytes
                            strip.adler = adler32(strip.adler, buffer.baseAddress, uInt(count))
                            stream.next_in = buffer.baseAddress
                            stream.avail_in = uInt(count)
                            status = CWebKitGTK.deflate(
                                &stream, end < rows.upperBound ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH))
                            if stream.avail_in != 0 { status = Z_BUF_ERROR }
                            row = end
                        } while row < rows.upperBound && status == Z_OK
                    }
                }
                initialized = capacity - Int(stream.avail_out)
            }
            // A sync flush that filled the output buffer may have left bytes behind in zlib while answering Z_OK.
            let pending = status == Z_OK && stream.avail_out == 0
            if !strip.translucent, status != (last ? Z_STREAM_END : Z_OK) || pending {
                strip.status = status == Z_OK ? Z_BUF_ERROR : status
            }
            return strip
        }

        /// PNG rows (filter byte 0, then RGB or straight-alpha RGBA) for `rows` of the premultiplied BGRA bitmap;
        /// false as soon as a pixel is not opaque when `channels` is 3.
        private static func fill(
            _ target: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeBufferPointer<UInt8>, width: Int,
            rows: Range<Int>, _ channels: Int
        ) -> Bool {
            var out = 0
            for row in rows {
                target[out] = 0
                out += 1
                var pixel = row * width * 4
                for _ in 0..<width {
                    let (b, g, r, a) = (source[pixel], source[pixel + 1], source[pixel + 2], source[pixel + 3])
                    if a == 255 {
                        (target[out], target[out + 1], target[out + 2]) = (r, g, b)
                    } else if channels == 3 {
                        return false
                    } else if a == 0 {
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
            return true
        }
    }
}
#endif
