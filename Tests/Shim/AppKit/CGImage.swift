import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgimage (width, height)
///
/// The shim's image is its pixels: RGBA, 8 bits a component, premultiplied, rows top first (what
/// `CGImageAlphaInfo.premultipliedLast` describes), as WebKitGTK's snapshot texture downloads them.
public final class CGImage {
    /// https://developer.apple.com/documentation/coregraphics/cgimage/width
    public var width: Int { pixelWidth }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/height
    public var height: Int { pixelHeight }

    package let pixelWidth: Int
    package let pixelHeight: Int
    /// `pixelWidth * pixelHeight * 4` bytes.
    package let rgba: [UInt8]

    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA bytes do not match \(width) x \(height)")
        pixelWidth = width
        pixelHeight = height
        self.rgba = rgba
    }
}
