extension MailMessageReader {
    /// The fields of `lines`.
    ///
    /// Raw 8-bit bytes that are not UTF-8 are read in the charset the entity declares, else the first one the message
    /// declares, else windows-1252, as mail clients read them; noted.
    mutating func headers(from lines: [ArraySlice<UInt8>]) -> MailHeaders {
        let headers = MailHeaders.parse(lines)
        let eightBit = lines.contains { String(validating: $0, as: UTF8.self) == nil }
        guard eightBit else { return headers }
        let declared = headers["content-type"].map(MailContentType.init(parsing:))?.parameters["charset"]
        let encoding = Self.textEncoding(MailCharset.name(declared)) ?? firstDeclaredCharset() ?? .windows1252
        note("raw 8-bit header bytes read as \(encoding.name)")
        return encoding == .windows1252 ? headers : MailHeaders.parse(lines, eightBit: encoding)
    }

    /// A part's file name: Content-Disposition's `filename`, else Content-Type's `name`, RFC 2231 and RFC 2047
    /// (which many writers put inside the quotes) decoded; nil when it has none.
    mutating func fileName(headers: MailHeaders, type: MailContentType) -> String? {
        let disposition = headers["content-disposition"].map(MailContentType.init(parsing:))
        guard let raw = disposition?.parameters["filename"] ?? type.parameters["name"] else { return nil }
        let (name, notes) = MailEncodedWord.decoded(raw)
        for text in notes { note(text) }
        return name.isEmpty ? nil : name
    }

    /// The encoding of the first `charset=` the message declares that can hold raw 8-bit header bytes.
    private mutating func firstDeclaredCharset() -> TextEncoding? {
        if let found = messageCharset { return found }
        var found: TextEncoding?
        let needle = Array("charset=".utf8)
        var index = 0
        while found == nil, index + needle.count < bytes.count {
            index = Self.first(UInt8(ascii: "="), in: bytes[...], from: index)
            guard index < bytes.count else { break }
            let start = index - 7
            index += 1
            guard start >= 0, bytes[start..<start + 7].map({ $0 | 0x20 }).elementsEqual(needle.prefix(7)) else {
                continue
            }
            var end = index
            while end < bytes.count, end - index < 64, bytes[end] > 0x20, bytes[end] != 0x3B { end += 1 }
            found = Self.textEncoding(MailCharset.name(String(decoding: bytes[index..<end], as: UTF8.self)))
        }
        messageCharset = .some(found)
        return found
    }

    /// The encoding a charset label names, when it can be used for 8-bit header bytes (UTF-8 already failed;
    /// UTF-16 and the replacement encoding would turn the whole header to noise).
    private static func textEncoding(_ label: String?) -> TextEncoding? {
        guard let label, let encoding = TextEncoding(label: label), encoding.isASCIICompatible, encoding != .utf8 else {
            return nil
        }
        return encoding
    }
}
