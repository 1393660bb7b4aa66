// Stub of the Core Graphics declarations the adapter uses (signatures as in Apple's SDK). AppKit and UIKit both
// re-export Core Graphics, so check.sh compiles this file into whichever of the two stub modules a pass builds
// (AppKit for macOS, UIKit for iOS): a module of its own would also make Swift Testing look for its
// `_Testing_CoreGraphics` cross-import overlay, and the Linux shim declares these types in its AppKit module.
import Foundation
// https://developer.apple.com/documentation/coregraphics/cgimage (width, height)
public final class CGImage { public var width: Int { 0 }; public var height: Int { 0 } }
// https://developer.apple.com/documentation/coregraphics/cgcolorspace
public final class CGColorSpace {}
// https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
public enum CGImageAlphaInfo: UInt32, Sendable { case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly }
// https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    // https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {}
    // https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:)
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
