/// A snapshot's pixels as plain memory: what the engine painted, for measuring it rather than for showing it.
///
/// Rows run top to bottom, `width * 4` bytes each without padding, in the channel order the engine produced
/// (converting a tall page's pixels only to read a few of them would cost a pass over all of them).
public struct ContentPixels: Sendable {
    /// The order of a pixel's four bytes.
    public enum ChannelOrder: Sendable {
        /// Red, green, blue, alpha.
        case rgba
        /// Blue, green, red, alpha (Cairo's and GDK's native order on a little-endian machine).
        case bgra
    }

    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The rows, `width * 4` bytes each.
    public let bytes: [UInt8]
    /// How each pixel's bytes are ordered.
    public let order: ChannelOrder

    /// Pixels of the given size; nil when `bytes` does not hold exactly `width * height` pixels.
    public init?(width: Int, height: Int, bytes: [UInt8], order: ChannelOrder) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
        self.order = order
    }
}
