public import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcontext
///
/// A bitmap context over the caller's memory, 8-bit RGBA premultiplied (the only layout the adapter asks for;
/// `init` refuses any other, as Core Graphics refuses layouts it does not support). Its user space is Core
/// Graphics': the origin is the bottom left, so the first row in memory is the top of the picture.
public final class CGContext {
    private let data: UnsafeMutableRawPointer
    private let width: Int
    private let height: Int
    private let bytesPerRow: Int

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard let data, width > 0, height > 0, bitsPerComponent == 8, bytesPerRow >= width * 4,
            bitmapInfo == CGImageAlphaInfo.premultipliedLast.rawValue
        else { return nil }
        self.data = data
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:)
    ///
    /// Copies the image into `rect` (nearest pixel when the sizes differ), clipped to the context; no blending:
    /// the adapter draws into cleared memory, where copying and source-over agree.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        let target = data.assumingMemoryBound(to: UInt8.self)
        // Memory row 0 is user-space y = height - 1: the rect's top edge (maxY) lands on row height - maxY.
        let top = Double(height) - Double(rect.maxY)
        for row in 0..<height {
            let v = (Double(row) + 0.5 - top) / Double(rect.height)
            guard v >= 0, v < 1 else { continue }
            let sourceRow = min(image.pixelHeight - 1, Int(v * Double(image.pixelHeight)))
            for column in 0..<width {
                let u = (Double(column) + 0.5 - Double(rect.minX)) / Double(rect.width)
                guard u >= 0, u < 1 else { continue }
                let sourceColumn = min(image.pixelWidth - 1, Int(u * Double(image.pixelWidth)))
                let from = (sourceRow * image.pixelWidth + sourceColumn) * 4
                let to = row * bytesPerRow + column * 4
                for channel in 0..<4 { target[to + channel] = image.rgba[from + channel] }
            }
        }
    }
}
