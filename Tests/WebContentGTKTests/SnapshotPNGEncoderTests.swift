import CWebKitGTK
import Foundation
import Testing

@testable import WebContentGTK

/// The snapshot PNG encoder, read back by a decoder that shares none of its code: GDK's own PNG loader (libpng).
@Suite(.timeLimit(.minutes(10)))
struct SnapshotPNGEncoderTests {
    /// A premultiplied BGRA bitmap of pseudo-random pixels, translucent ones too unless `opaque`.
    static func bitmap(width: Int, height: Int, opaque: Bool, seed: UInt64 = 7) -> SnapshotBitmap {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let alpha: UInt64 = opaque || pixel % 3 != 0 ? 255 : (state >> 56)
            for channel in 0..<3 {
                // Runs of one colour, as a page has, with noise between them.
                let value = pixel % 97 < 60 ? 240 : (state >> (8 * UInt64(channel) + 8)) & 0xFF
                bytes[pixel * 4 + channel] = UInt8(value * alpha / 255)
            }
            bytes[pixel * 4 + 3] = UInt8(alpha)
        }
        return SnapshotBitmap(width: width, height: height, bytes: bytes)
    }

    /// `png` decoded by GDK and downloaded as premultiplied BGRA, with its size.
    static func decode(_ png: Data) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        let texture = try #require(gdk_texture_new_from_bytes(bytes, &error), "GDK refused the PNG")
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return (width, height, pixels)
    }

    @Test(arguments: [(true, 1), (true, 5), (false, 1), (false, 3)])
    func gdkReadsBackEveryPixel(opaque: Bool, strips: Int) throws {
        let bitmap = Self.bitmap(width: 37, height: 2100, opaque: opaque)
        let png = try SnapshotPNGEncoder.encode(bitmap, strips: strips)
        let decoded = try Self.decode(png)
        #expect(decoded.width == 37 && decoded.height == 2100)
        // An opaque page is written as RGB (colour type 2), anything else as RGBA (6).
        #expect(png[25] == (opaque ? 2 : 6))
        var worst = 0
        for index in 0..<bitmap.bytes.count {
            worst = max(worst, abs(Int(decoded.bytes[index]) - Int(bitmap.bytes[index])))
        }
        // Opaque pixels exactly; translucent ones within the rounding of premultiplying twice.
        #expect(worst <= (opaque ? 0 : 1), "largest difference \(worst)")
    }

    @Test
    func theComparisonFindsOneWrongPixel() throws {
        // The control: one channel of one pixel changed before encoding is found, and only it, so the check above
        // would see a strip put in the wrong place or a row shifted.
        let bitmap = Self.bitmap(width: 37, height: 1200, opaque: true)
        var changed = bitmap.bytes
        changed[4 * (37 * 700 + 5) + 1] ^= 0x40
        let decoded = try Self.decode(
            try SnapshotPNGEncoder.encode(SnapshotBitmap(width: 37, height: 1200, bytes: changed), strips: 2))
        let differing = (0..<bitmap.bytes.count).filter { decoded.bytes[$0] != bitmap.bytes[$0] }
        #expect(differing == [4 * (37 * 700 + 5) + 1])
    }

    @Test(arguments: [1, 4])
    func aLateTranslucentPixelMakesTheWholePageRGBA(strips: Int) throws {
        // Written as RGB until the last rows, where one pixel is half transparent: every strip starts again as
        // RGBA, and GDK reads back every pixel.
        let opaque = Self.bitmap(width: 41, height: 2400, opaque: true)
        var bytes = opaque.bytes
        let pixel = 41 * 2390 + 7
        (bytes[4 * pixel], bytes[4 * pixel + 1], bytes[4 * pixel + 2], bytes[4 * pixel + 3]) = (10, 20, 30, 128)
        let bitmap = SnapshotBitmap(width: 41, height: 2400, bytes: bytes)
        let png = try SnapshotPNGEncoder.encode(bitmap, strips: strips)
        #expect(png[25] == 6)
        let decoded = try Self.decode(png)
        let worst = (0..<bytes.count).map { abs(Int(decoded.bytes[$0]) - Int(bytes[$0])) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
    }
}
