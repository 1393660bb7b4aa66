/// The UTF-8 a decoder writes, code point by code point, and the count of errors it replaced with U+FFFD.
///
/// UTF-8 bytes, not a `String.UnicodeScalarView`, because appending bytes stays cheap in debug builds, where
/// the mail tests decode thousands of parts.
struct TextDecoderOutput {
    private var bytes: [UInt8] = []
    private(set) var errors = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends an ASCII byte as it is.
    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a code point; a surrogate or a value past U+10FFFF (no table holds one) becomes U+FFFD.
    mutating func append(_ codePoint: UInt32) {
        switch codePoint {
        case 0..<0x80:
            bytes.append(UInt8(codePoint))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | codePoint >> 6))
            bytes.append(UInt8(0x80 | codePoint & 0x3F))
        case 0xD800..<0xE000, 0x110000...:
            append(0xFFFD)
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | codePoint >> 12))
            bytes.append(UInt8(0x80 | codePoint >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | codePoint & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | codePoint >> 18))
            bytes.append(UInt8(0x80 | codePoint >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | codePoint >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | codePoint & 0x3F))
        }
    }

    /// Appends the code point a lead byte and `trail` decoded to, or an error when they map to nothing; the
    /// standard then reads an ASCII trail again as a character of its own, so `index` steps back over it.
    mutating func append(pair codePoint: UInt32?, trail: UInt8, index: inout Int) {
        if let codePoint {
            append(codePoint)
        } else {
            if trail < 0x80 { index -= 1 }
            error()
        }
    }

    /// Appends U+FFFD for invalid input, counted.
    mutating func error() {
        errors += 1
        bytes += [0xEF, 0xBF, 0xBD]
    }

    /// The text and the error count.
    var result: (String, Int) { (String(decoding: bytes, as: UTF8.self), errors) }
}
