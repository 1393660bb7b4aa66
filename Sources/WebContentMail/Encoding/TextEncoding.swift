/// An encoding of the WHATWG Encoding Standard: the set browsers (and the mail clients built on them) decode.
///
/// Decoding follows the standard's decoders byte for byte: invalid input becomes U+FFFD, never an error, so any
/// bytes give text. The multi-byte decoders read the standard's index tables (package resources under
/// `Resources/encoding`, written by `tools/encoding-tables/generate.py`), so the result is the same on Linux and
/// on Apple platforms.
enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case ibm866 = "IBM866"
    case iso8859_2 = "ISO-8859-2", iso8859_3 = "ISO-8859-3", iso8859_4 = "ISO-8859-4", iso8859_5 = "ISO-8859-5"
    case iso8859_6 = "ISO-8859-6", iso8859_7 = "ISO-8859-7", iso8859_8 = "ISO-8859-8", iso8859_8I = "ISO-8859-8-I"
    case iso8859_10 = "ISO-8859-10", iso8859_13 = "ISO-8859-13", iso8859_14 = "ISO-8859-14"
    case iso8859_15 = "ISO-8859-15", iso8859_16 = "ISO-8859-16"
    case koi8R = "KOI8-R", koi8U = "KOI8-U", macintosh, windows874 = "windows-874"
    case windows1250 = "windows-1250", windows1251 = "windows-1251", windows1252 = "windows-1252"
    case windows1253 = "windows-1253", windows1254 = "windows-1254", windows1255 = "windows-1255"
    case windows1256 = "windows-1256", windows1257 = "windows-1257", windows1258 = "windows-1258"
    case xMacCyrillic = "x-mac-cyrillic"
    case gbk = "GBK", gb18030, big5 = "Big5"
    case eucJP = "EUC-JP", iso2022JP = "ISO-2022-JP", shiftJIS = "Shift_JIS", eucKR = "EUC-KR"
    case replacement, utf16BE = "UTF-16BE", utf16LE = "UTF-16LE", xUserDefined = "x-user-defined"

    /// The encoding a label names (the standard's "get an encoding"): ASCII blanks trimmed, ASCII case ignored.
    ///
    /// Nil for a label the standard does not know (`utf-7`, `x-unknown`, `gb2312;x=`).
    init?(label: String) {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\u{0C}"]
        var trimmed = Substring(label)
        while let first = trimmed.first, blanks.contains(first) { trimmed.removeFirst() }
        while let last = trimmed.last, blanks.contains(last) { trimmed.removeLast() }
        guard trimmed.utf8.count <= 40, let found = Self.labels[Self.asciiLowercased(trimmed)] else { return nil }
        self = found
    }

    /// The standard's name, as a report shows it (`GBK`, `windows-1252`).
    var name: String { rawValue }

    /// Whether the encoding makes ASCII bytes into ASCII text (all but UTF-16, ISO-2022-JP and replacement):
    /// then a `<meta charset>` in the bytes can be read before the encoding is known.
    var isASCIICompatible: Bool {
        switch self {
        case .utf16BE, .utf16LE, .iso2022JP, .replacement: false
        default: true
        }
    }

    /// `bytes` as text, the standard's "decode": a byte-order mark (UTF-8, UTF-16BE, UTF-16LE) overrides this
    /// encoding and is dropped; invalid input becomes U+FFFD.
    func decode(_ bytes: ArraySlice<UInt8>) -> TextDecoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return TextEncoding.utf8.decodeWithoutBOM(bytes.dropFirst(3), bom: true)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return TextEncoding.utf16BE.decodeWithoutBOM(bytes.dropFirst(2), bom: true)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return TextEncoding.utf16LE.decodeWithoutBOM(bytes.dropFirst(2), bom: true)
        }
        return decodeWithoutBOM(bytes, bom: false)
    }

    /// `bytes` decoded by this encoding's decoder alone.
    func decodeWithoutBOM(_ bytes: ArraySlice<UInt8>, bom: Bool) -> TextDecoding {
        let (text, errors): (String, Int)
        switch self {
        case .utf8:
            if let valid = String(validating: bytes, as: UTF8.self) {
                (text, errors) = (valid, 0)
            } else {
                // Swift replaces the maximal invalid subparts, as the standard's UTF-8 decoder does.
                let repaired = String(decoding: bytes, as: UTF8.self)
                (text, errors) = (repaired, repaired.unicodeScalars.count { $0 == "\u{FFFD}" })
            }
        case .gbk, .gb18030: (text, errors) = Self.decodeGB18030(bytes)
        case .big5: (text, errors) = Self.decodeBig5(bytes)
        case .eucJP: (text, errors) = Self.decodeEUCJP(bytes)
        case .iso2022JP: (text, errors) = Self.decodeISO2022JP(bytes)
        case .shiftJIS: (text, errors) = Self.decodeShiftJIS(bytes)
        case .eucKR: (text, errors) = Self.decodeEUCKR(bytes)
        case .utf16BE, .utf16LE: (text, errors) = Self.decodeUTF16(bytes, bigEndian: self == .utf16BE)
        case .replacement: (text, errors) = bytes.isEmpty ? ("", 0) : ("\u{FFFD}", 1)
        case .xUserDefined: (text, errors) = Self.decodeUserDefined(bytes)
        default: (text, errors) = decodeSingleByte(bytes)
        }
        return TextDecoding(text: text, encoding: self, errors: errors, byteOrderMark: bom)
    }

    private static func asciiLowercased(_ text: Substring) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
