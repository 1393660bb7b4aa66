import Foundation

/// Turns a part's bytes into text by its declared charset; never fails.
///
/// UTF-8, US-ASCII, ISO-8859-1 and Windows-1252 are decoded here, a few more by Foundation; any other charset
/// (or bytes Foundation refuses) is read as UTF-8 when valid, else as Windows-1252, and the guess is reported.
enum MailCharset {
    /// The text of `bytes` in `charset` (nil: UTF-8), and a note when the charset was unknown or bytes invalid.
    static func decode(_ bytes: ArraySlice<UInt8>, charset: String?) -> (text: String, note: String?) {
        let name = (charset ?? "utf-8").trimmingCharacters(in: .whitespaces).lowercased()
        switch name {
        case "utf-8", "utf8", "us-ascii", "ascii", "":
            return utf8(bytes)
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1", "cp819":
            return (latin1(bytes), nil)
        case "windows-1252", "cp1252", "x-cp1252":
            return (windows1252(bytes), nil)
        default:
            if let encoding = foundationEncodings[name], let text = String(data: Data(bytes), encoding: encoding) {
                return (text, nil)
            }
            if let valid = String(validating: bytes, as: UTF8.self) {
                return (valid, "charset \(name.prefix(60)) is not supported: read as UTF-8")
            }
            return (windows1252(bytes), "charset \(name.prefix(60)) is not supported: read as Windows-1252")
        }
    }

    /// A charset parameter as compared: lower-cased, without blanks, quotes or backslashes (`"UTF-8"`,
    /// `'utf-8'`, `\"utf-8\"`, ` UTF-8 ` are all `utf-8`); nil when absent or empty.
    static func name(_ raw: String?) -> String? {
        let value = raw?.prefix { $0 != "(" }.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" && $0 != "\\" }.lowercased()
        return value?.isEmpty == false ? value : nil
    }

    /// Raw header bytes: UTF-8 when valid (common in 8-bit mail), else Latin-1.
    static func headerText(_ bytes: ArraySlice<UInt8>) -> String {
        String(validating: bytes, as: UTF8.self) ?? latin1(bytes)
    }

    /// UTF-8 with invalid sequences replaced by U+FFFD, noted.
    static func utf8(_ bytes: ArraySlice<UInt8>) -> (text: String, note: String?) {
        if let valid = String(validating: bytes, as: UTF8.self) { return (valid, nil) }
        return (String(decoding: bytes, as: UTF8.self), "invalid UTF-8 replaced with U+FFFD")
    }

    static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    /// Latin-1 with 0x80-0x9F taken from the Windows-1252 table (what mail that says Latin-1 usually means).
    static func windows1252(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte >= 0x80 && byte <= 0x9F, let scalar = Unicode.Scalar(windows1252High[Int(byte - 0x80)]) {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Charsets Foundation decodes on every platform, by their common MIME names.
    private static let foundationEncodings: [String: String.Encoding] = [
        "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254, "iso-2022-jp": .iso2022JP,
        "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "utf-16": .utf16, "utf-16be": .utf16BigEndian,
        "utf-16le": .utf16LittleEndian,
    ]

    /// Code points of 0x80...0x9F in Windows-1252; the five undefined bytes keep their C1 value.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
