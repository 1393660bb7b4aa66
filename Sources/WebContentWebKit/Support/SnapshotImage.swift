#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession

#if canImport(UIKit)
import UIKit

/// The platform's snapshot image.
typealias PlatformImage = UIImage

extension PlatformImage {
    /// The image's pixels, for `SnapshotImage.pixels(_:maximumRows:)`.
    var pixelSource: CGImage? { cgImage }
}
#elseif canImport(AppKit)
import AppKit

/// The platform's snapshot image.
typealias PlatformImage = NSImage

extension PlatformImage {
    /// The image's pixels, for `SnapshotImage.pixels(_:maximumRows:)`.
    var pixelSource: CGImage? { cgImage(forProposedRect: nil, context: nil, hints: nil) }
}
#endif

/// Turns a snapshot image into what the engine protocol gives: a PNG, or the pixels themselves.
enum SnapshotImage {
    /// The image as PNG.
    @MainActor
    static func png(_ image: PlatformImage) -> Data? {
        #if canImport(UIKit)
        image.pngData()
        #else
        guard let cgImage = image.pixelSource else { return nil }
        return NSBitmapImageRep(cgImage: cgImage).representation(using: .png, properties: [:])
        #endif
    }

    /// The image's top `maximumRows` rows as RGBA, drawn into memory laid out as ``ContentPixels`` wants it
    /// (whatever the image's own format).
    @MainActor
    static func pixels(_ image: PlatformImage, maximumRows: Int) -> ContentPixels? {
        guard let source = image.pixelSource else { return nil }
        let (width, height) = (source.width, source.height)
        let kept = WholeDocumentCapture.kept(maximumRows, of: height)
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * kept * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            // https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
            guard
                let context = CGContext(
                    data: buffer.baseAddress, width: width, height: kept, bitsPerComponent: 8, bytesPerRow: width * 4,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            // Core Graphics' origin is the bottom left: the image is placed so that its top rows fill the context.
            context.draw(source, in: CGRect(x: 0, y: kept - height, width: width, height: height))
            return true
        }
        return drawn ? ContentPixels(width: width, height: kept, bytes: bytes, order: .rgba) : nil
    }
}
#endif
