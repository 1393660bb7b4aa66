#if canImport(WebKit)
import Foundation

#if canImport(UIKit)
import UIKit

/// Encodes a snapshot as PNG.
enum PNGEncoder {
    @MainActor
    static func png(_ image: UIImage) -> Data? {
        image.pngData()
    }
}
#elseif canImport(AppKit)
import AppKit

/// Encodes a snapshot as PNG.
enum PNGEncoder {
    @MainActor
    static func png(_ image: NSImage) -> Data? {
        guard let cgImage = image.cgImage(forProposedRect: nil, context: nil, hints: nil) else { return nil }
        return NSBitmapImageRep(cgImage: cgImage).representation(using: .png, properties: [:])
    }
}
#endif
#endif
