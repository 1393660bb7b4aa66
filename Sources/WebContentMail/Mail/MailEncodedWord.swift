/// RFC 2047 encoded-words in header values (`=?utf-8?B?...?=`, `=?iso-8859-1?Q?...?=`).
///
/// Adjacent encoded-words are joined (the blanks between them dropped) and decoded together, so a character
/// split across two words survives. A malformed word stays as written.
enum MailEncodedWord {
    /// `value` with every well-formed encoded-word decoded.
    static func decode(_ value: String) -> String {
        decoded(value).text
    }

    /// `value` with every well-formed encoded-word decoded, and what its charsets made the reader guess.
    static func decoded(_ value: String) -> (text: String, notes: [String]) {
        let chars = Array(value.utf8)
        var notes: [String] = []
        var output = ""
        var literal: [UInt8] = []
        // Bytes of the run of adjacent encoded-words being joined, and their charset.
        var pending: [UInt8] = []
        var pendingCharset: String?
        var index = 0
        var scanner = Scanner(chars: chars)

        func flushPending() {
            guard let charset = pendingCharset else { return }
            let (text, note) = MailCharset.decode(pending[...], charset: charset)
            output += text
            if let note, !notes.contains(note) { notes.append(note) }
            pending = []
            pendingCharset = nil
        }

        while index < chars.count {
            if let word = parseWord(chars, at: index, scanner: &scanner) {
                // Blanks between two encoded-words are not part of the text.
                let onlyBlanks = literal.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
                if !(pendingCharset != nil && onlyBlanks) {
                    flushPending()
                    output += MailCharset.headerText(literal[...])
                }
                literal = []
                if pendingCharset != nil && pendingCharset != word.charset { flushPending() }
                pendingCharset = word.charset
                pending += word.bytes
                index = word.end
            } else {
                literal.append(chars[index])
                index += 1
            }
        }
        flushPending()
        output += MailCharset.headerText(literal[...])
        return (output, notes)
    }

    private struct Word {
        let charset: String
        let bytes: [UInt8]
        let end: Int
    }

    /// The encoded-word starting at `start`, or nil when there is none.
    private static func parseWord(_ chars: [UInt8], at start: Int, scanner: inout Scanner) -> Word? {
        guard start + 1 < chars.count, chars[start] == 0x3D, chars[start + 1] == 0x3F else { return nil }
        var index = start + 2
        let charsetStart = index
        while index < chars.count, chars[index] != 0x3F, chars[index] > 0x20 { index += 1 }
        guard index + 2 < chars.count, chars[index] == 0x3F, index > charsetStart else { return nil }
        var charset = String(decoding: chars[charsetStart..<index], as: UTF8.self).lowercased()
        // RFC 2231 adds a language after "*": utf-8*en.
        if let star = charset.firstIndex(of: "*") { charset = String(charset[..<star]) }
        let encoding = chars[index + 1] | 0x20
        guard encoding == 0x62 || encoding == 0x71, chars[index + 2] == 0x3F else { return nil }
        let textStart = index + 3
        let end = scanner.terminator(from: textStart)
        // Encoded-words hold no blanks, and end with "?=".
        guard end < chars.count, scanner.blank(from: textStart) > end else { return nil }
        let text = rawBytes(chars[textStart..<end], charset: charset)
        let bytes: [UInt8]
        if encoding == 0x62 {
            bytes = MailTransferEncoding.base64(text)
        } else {
            // Q: "_" is a space, otherwise quoted-printable.
            bytes = MailTransferEncoding.quotedPrintable(text.map { $0 == 0x5F ? 0x20 : $0 }[...])
        }
        return Word(charset: charset, bytes: bytes, end: end + 2)
    }

    /// Undoes the header's own decoding for stray 8-bit bytes inside a word: a raw byte that was not UTF-8 was
    /// read as its windows-1252 character, which must become that byte again to be decoded in the word's charset.
    private static func rawBytes(_ text: ArraySlice<UInt8>, charset: String) -> ArraySlice<UInt8> {
        guard text.contains(where: { $0 >= 0x80 }), charset != "utf-8", charset != "utf8" else { return text }
        var bytes: [UInt8] = []
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            if scalar.value <= 0xFF {
                bytes.append(UInt8(scalar.value))
            } else if let byte = windows1252Bytes[scalar.value] {
                bytes.append(byte)
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes[...]
    }

    /// The bytes 0x80-0x9F that windows-1252 reads as characters above U+00FF, by those characters.
    private static let windows1252Bytes: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        for byte in UInt8(0x80)...0x9F {
            if let scalar = MailCharset.windows1252([byte][...]).unicodeScalars.first, scalar.value > 0xFF {
                table[scalar.value] = byte
            }
        }
        return table
    }()
}
