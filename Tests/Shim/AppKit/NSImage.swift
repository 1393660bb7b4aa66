public import Foundation

/// https://developer.apple.com/documentation/appkit/nsgraphicscontext
public final class NSGraphicsContext {}

/// https://developer.apple.com/documentation/appkit/nsimagerep
public enum NSImageRep {
    /// https://developer.apple.com/documentation/appkit/nsimagerep/hintkey
    public struct HintKey: Hashable {
        /// A hint by its raw name; the shim reads no hints.
        public init(_ raw: String) {}
    }
}

/// https://developer.apple.com/documentation/appkit/nsimage
///
/// A snapshot's image: one bitmap at the scale of the shim's display (1 pixel a point under Xvfb).
open class NSImage: NSObject {
    // Set once, by the shim's own initialiser: NSImage() is an empty image, as AppKit's is.
    private var bitmap: CGImage?

    package convenience init(bitmap: CGImage) {
        self.init()
        self.bitmap = bitmap
    }

    /// https://developer.apple.com/documentation/appkit/nsimage/cgimage(forproposedrect:context:hints:)
    ///
    /// The bitmap itself; an empty image has none (nil, as AppKit answers for an image with no representation).
    public func cgImage(
        forProposedRect proposedDestRect: UnsafeMutablePointer<CGRect>?, context referenceContext: NSGraphicsContext?,
        hints: [NSImageRep.HintKey: Any]?
    ) -> CGImage? { bitmap }
}
