internal import CWebKitGTK
public import Foundation

/// https://developer.apple.com/documentation/appkit/nsbitmapimagerep
///
/// PNG through GDK's encoder (`gdk_texture_save_to_png_bytes`), which WebKitGTK's own stack ships.
open class NSBitmapImageRep: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsbitmapimagerep/filetype
    public enum FileType { case png, jpeg }

    /// https://developer.apple.com/documentation/appkit/nsbitmapimagerep/propertykey
    public struct PropertyKey: Hashable {
        /// A key by its raw name; the shim's encoder reads no properties.
        public init(_ raw: String) {}
    }

    private let image: CGImage

    /// https://developer.apple.com/documentation/appkit/nsbitmapimagerep/init(cgimage:)
    public init(cgImage: CGImage) { image = cgImage }

    /// https://developer.apple.com/documentation/appkit/nsbitmapimagerep/representation(using:properties:)
    ///
    /// PNG only: the shim has no JPEG encoder, and answers nil for it (AppKit's answer when it cannot encode).
    public func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? {
        guard storageType == .png, image.pixelWidth > 0, image.pixelHeight > 0 else { return nil }
        let bytes = image.rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard
            let texture = gdk_memory_texture_new(
                gint(image.pixelWidth), gint(image.pixelHeight), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes,
                gsize(image.pixelWidth * 4))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { return nil }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(png, &size) else { return nil }
        return Data(bytes: start, count: Int(size))
    }
}
