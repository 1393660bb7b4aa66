import CWebKitGTK
import Foundation
import Testing

@testable import WebContentGTK

/// The snapshot's zero-copy read of a texture's bytes, against GDK's own download of the same texture.
@Suite(.timeLimit(.minutes(10)))
struct SnapshotTextureBytesTests {
    /// A memory texture of `width` x `height` pseudo-random pixels in `format`, rows `stride` bytes apart.
    static func texture(width: Int, height: Int, format: GdkMemoryFormat, stride: Int) -> OpaquePointer? {
        var state: UInt32 = 99
        let pixels = (0..<(stride * height)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(width), Int32(height), format, bytes, gsize(stride))
    }

    /// GDK's download of `texture` in GDK_MEMORY_DEFAULT.
    static func download(_ texture: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return pixels
    }

    @Test
    func aTextureInGDKsOwnFormatIsReadWithoutACopyAndAgreesWithItsDownload() throws {
        let texture = try #require(
            Self.texture(width: 53, height: 77, format: wck_memory_default_format(), stride: 53 * 4))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let bytes = try #require(wck_memory_texture_bytes(texture), "GTK \(gtk_get_minor_version()) texture refused")
        let bitmap = SnapshotBitmap(width: 53, height: 77, taking: bytes)
        #expect(bitmap.bytes == Self.download(texture, width: 53, height: 77))
    }

    @Test
    func anyOtherFormatOrRowPaddingIsDownloadedInstead() throws {
        // The control: a texture whose bytes are not GDK_MEMORY_DEFAULT rows without padding is not read as they
        // are (its download converts or repacks it).
        let otherFormat = try #require(
            Self.texture(width: 20, height: 9, format: GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, stride: 80))
        defer { g_object_unref(UnsafeMutableRawPointer(otherFormat)) }
        #expect(wck_memory_texture_bytes(otherFormat) == nil)
        let padded = try #require(Self.texture(width: 20, height: 9, format: wck_memory_default_format(), stride: 96))
        defer { g_object_unref(UnsafeMutableRawPointer(padded)) }
        #expect(wck_memory_texture_bytes(padded) == nil)
    }
}
