/// A single pass over raw JSON text that refuses what the decoder should never see.
///
/// It runs before `JSONDecoder`, so nesting depth is bounded before any recursive decoding, and it refuses
/// escaped lone surrogates (`"\uD800"`), which are not Unicode and which decoders treat inconsistently.
/// Grammar errors are left to the decoder.
struct JSONTextScreen {
    let limits: PageMessageLimits

    /// Throws ``PageMessageError`` when the text is too large, too deep, or carries a lone surrogate or a raw control character.
    func check(_ text: String) throws {
        let bytes = text.utf8
        guard bytes.count <= limits.maxBytes else {
            throw PageMessageError.tooLarge("message of \(bytes.count) bytes exceeds \(limits.maxBytes)")
        }
        var depth = 0
        var inString = false
        var iterator = bytes.makeIterator()
        // A high surrogate escape waits for its low half as the very next escape.
        var pendingHigh = false
        while let byte = iterator.next() {
            if !inString {
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limits.maxDepth {
                        throw PageMessageError.tooLarge("nesting deeper than \(limits.maxDepth)")
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                case UInt8(ascii: "\""):
                    inString = true
                case 0:
                    throw PageMessageError.malformed("NUL outside a string")
                default:
                    break
                }
                continue
            }
            if byte < 0x20 {
                throw PageMessageError.malformed("raw control character in a string")
            }
            if byte == UInt8(ascii: "\"") {
                if pendingHigh { throw PageMessageError.malformed("lone high surrogate escape") }
                inString = false
                continue
            }
            if byte != UInt8(ascii: "\\") {
                if pendingHigh { throw PageMessageError.malformed("lone high surrogate escape") }
                continue
            }
            guard let escaped = iterator.next() else { break }
            guard escaped == UInt8(ascii: "u") else {
                if pendingHigh { throw PageMessageError.malformed("lone high surrogate escape") }
                continue
            }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let hex = iterator.next(), let digit = Self.hexValue(hex) else {
                    throw PageMessageError.malformed("bad \\u escape")
                }
                unit = unit << 4 | digit
            }
            switch unit {
            case 0xD800...0xDBFF:
                if pendingHigh { throw PageMessageError.malformed("lone high surrogate escape") }
                pendingHigh = true
            case 0xDC00...0xDFFF:
                if !pendingHigh { throw PageMessageError.malformed("lone low surrogate escape") }
                pendingHigh = false
            default:
                if pendingHigh { throw PageMessageError.malformed("lone high surrogate escape") }
            }
        }
        if inString { throw PageMessageError.malformed("unterminated string") }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
