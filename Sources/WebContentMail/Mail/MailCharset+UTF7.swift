/// UTF-7 (RFC 2152), which mail still carries and the WHATWG Encoding Standard leaves out.
///
/// Browsers dropped UTF-7 because a page that *sniffed* as UTF-7 could hide markup from a filter. A mail part
/// declares it instead, and its decoded text goes through the sanitizer like any other, so reading it is safe;
/// Apple Mail and Thunderbird read it too. Only a MIME charset or an encoded-word names it: an HTML `<meta>` never
/// does (``MailCharset/metaCharset(_:)`` asks the standard, which does not know it).
enum MailUTF7 {
    /// The labels mail uses for it, as ``MailCharset/name(_:)`` compares them.
    static let labels: Set<String> = ["utf-7", "utf7", "unicode-1-1-utf-7", "csunicode11utf7", "x-unicode20utf7"]

    /// The text of `bytes` and how many ill-formed sequences became U+FFFD: bytes above ASCII, a `+` that starts
    /// no shifted sequence, leftover bits that are not padding, and lone surrogates.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (text: String, errors: Int) {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var decodedReplacements = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if byte >= 0x80 {
                units.append(0xFFFD)
                continue
            }
            guard byte == UInt8(ascii: "+") else {
                units.append(UInt16(byte))
                continue
            }
            // "+-" is a plus sign; "+" then base64 of UTF-16 units, ended by any other byte ("-" is absorbed).
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
                units.append(0x2B)
                index += 1
                continue
            }
            var (bits, count, shifted) = (UInt32(0), 0, 0)
            while index < bytes.endIndex, let value = sextet(bytes[index]) {
                (bits, count, shifted, index) = ((bits << 6) | UInt32(value), count + 6, shifted + 1, index + 1)
                guard count >= 16 else { continue }
                count -= 16
                let unit = UInt16(truncatingIfNeeded: bits >> UInt32(count))
                units.append(unit)
                if unit == 0xFFFD { decodedReplacements += 1 }
                bits &= (1 << UInt32(count)) - 1
            }
            // What is left must be fewer than six zero bits; an empty "+" sequence is ill-formed too.
            if count >= 6 || bits != 0 || shifted == 0 { units.append(0xFFFD) }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
        }
        let text = String(decoding: units, as: UTF16.self)
        // Every U+FFFD but those the sequences spelled out is an error, lone surrogates (replaced here) included.
        let replacements = text.unicodeScalars.count { $0 == "\u{FFFD}" }
        return (text, replacements - decodedReplacements)
    }

    /// The value of a modified-base64 byte (RFC 2152: no "=" padding), or nil for any other.
    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
