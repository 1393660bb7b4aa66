/// https://developer.apple.com/documentation/coregraphics/cgcolorspace
///
/// The shim knows one colour space, device RGB: it converts nothing.
public final class CGColorSpace {}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}
