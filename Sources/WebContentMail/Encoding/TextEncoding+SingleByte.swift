extension TextEncoding {
    /// Whether the encoding is one of the standard's legacy single-byte encodings (a 128-entry table).
    var isSingleByte: Bool {
        switch self {
        case .utf8, .gbk, .gb18030, .big5, .eucJP, .iso2022JP, .shiftJIS, .eucKR, .replacement, .utf16BE, .utf16LE,
            .xUserDefined:
            false
        default:
            true
        }
    }

    /// The single-byte decoder: ASCII as is, 0x80-0xFF from the table, U+FFFD where it has no entry.
    func decodeSingleByte(_ bytes: ArraySlice<UInt8>) -> (String, Int) {
        if let ascii = Self.ascii(bytes) { return (ascii, 0) }
        guard let table = TextIndex.singleByte[self] else { return (String(decoding: bytes, as: UTF8.self), 0) }
        var output = TextDecoderOutput(capacity: bytes.count * 2)
        for byte in bytes {
            if byte < 0x80 {
                output.append(ascii: byte)
            } else if let codePoint = table[Int(byte - 0x80)] {
                output.append(codePoint)
            } else {
                output.error()
            }
        }
        return output.result
    }

    /// `bytes` as text when they are all ASCII, else nil.
    ///
    /// The standard library's validation, because a closure per byte is slow in debug builds on multi-megabyte parts.
    static func ascii(_ bytes: ArraySlice<UInt8>) -> String? {
        String(validating: bytes, as: Unicode.ASCII.self)
    }

    /// x-user-defined: ASCII as is, 0x80-0xFF to U+F780-U+F7FF (private use), as the standard says.
    static func decodeUserDefined(_ bytes: ArraySlice<UInt8>) -> (String, Int) {
        var output = TextDecoderOutput(capacity: bytes.count * 3)
        for byte in bytes {
            if byte < 0x80 { output.append(ascii: byte) } else { output.append(0xF780 + UInt32(byte - 0x80)) }
        }
        return output.result
    }

    /// UTF-16BE or UTF-16LE: code units, surrogate pairs joined, a lone surrogate or odd last byte U+FFFD.
    static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (String, Int) {
        var output = TextDecoderOutput(capacity: bytes.count * 3 / 2)
        var index = bytes.startIndex
        var leadSurrogate: UInt32?
        while index + 1 < bytes.endIndex {
            let first = UInt32(bytes[index])
            let second = UInt32(bytes[index + 1])
            index += 2
            let unit = bigEndian ? first << 8 | second : second << 8 | first
            if let lead = leadSurrogate {
                leadSurrogate = nil
                if (0xDC00...0xDFFF).contains(unit) {
                    output.append(0x10000 + ((lead - 0xD800) << 10) + (unit - 0xDC00))
                    continue
                }
                // The unit after a lone lead surrogate is read again on its own.
                output.error()
            }
            switch unit {
            case 0xD800...0xDBFF: leadSurrogate = unit
            case 0xDC00...0xDFFF: output.error()
            default: output.append(unit)
            }
        }
        if leadSurrogate != nil || index < bytes.endIndex { output.error() }
        return output.result
    }
}
