public import Foundation

extension MailMessage {
    /// Field names that mark a header block as a message's; a block with none of them is not taken for mail.
    static let messageFieldNames: Set<String> = [
        "from", "to", "cc", "subject", "date", "mime-version", "content-type", "received", "return-path", "message-id",
        "reply-to", "sender", "delivered-to",
    ]

    /// Whether `data` looks like an RFC 5322 message, not an HTML document: it starts (after blank lines or an
    /// mbox `From ` line) with header fields, one of them a message's (From, To, Subject, Date, MIME-Version,
    /// Content-Type, Received, Return-Path, Message-ID...), and the block ends with an empty line.
    ///
    /// Conservative, because taking a page for mail would show its source as text: a field name is a token (letters,
    /// digits, `-`, `_` and the like, never `<`), every line up to the empty one must be a field or its
    /// continuation (a broken line may end a block of three fields or more, as Python's `email` ends it there), and
    /// the block must end within the first `headerLimit` bytes. Markup (`<`) or a lone line of text fails one of
    /// these. A UTF-8 byte-order mark before the block is skipped, as the reader skips it. Lines may end with LF,
    /// CRLF or, as the reader accepts, a bare CR.
    public static func looksLikeMessage(_ data: Data, headerLimit: Int = 256 << 10) -> Bool {
        let prefix = [UInt8](data.prefix(headerLimit))
        // Bare-CR mail (old Mac clients, some gateways) is read as the reader reads it.
        let bytes = MailMessageReader.normalizingBareCR(prefix) ?? prefix
        var index = bytes.starts(with: MailMessageReader.byteOrderMark) ? MailMessageReader.byteOrderMark.count : 0
        while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        index = MailMessageReader.pastBlankLines(in: bytes[...], from: index)
        if bytes[index...].starts(with: Array("From ".utf8)) {
            index = MailMessageReader.nextLine(in: bytes[...], from: index)
        }
        var fields = 0
        var known = false
        while index < bytes.count {
            let line = MailMessageReader.line(in: bytes[...], from: index)
            let next = MailMessageReader.nextLine(in: bytes[...], from: index)
            // A line end must follow: a block cut by the limit or the end of input is no finished header block.
            guard next > index + line.count else { return false }
            if line.isEmpty { return fields > 0 && known }
            if line.first == 0x20 || line.first == 0x09 {
                guard fields > 0 else { return false }
            } else {
                // A broken line ends the block, as Python's `email` reads it, once the block is plainly a message's:
                // a page never opens with three header fields.
                guard let name = fieldName(line) else { return fields >= Self.fieldsBeforeABrokenLine && known }
                fields += 1
                if messageFieldNames.contains(name) { known = true }
            }
            index = next
        }
        return false
    }

    /// How many fields, one of them a message's, make a block mail even though a line after them is no field.
    static let fieldsBeforeABrokenLine = 3

    /// The lower-cased name of `line` when it is `Name: value` with a name of token characters: letters, digits
    /// and ``fieldNamePunctuation``, as mailers write them (`X-AOL-SCOLL-URL_COUNT`); never `<`, `>` or a space.
    private static func fieldName(_ line: ArraySlice<UInt8>) -> String? {
        guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else { return nil }
        let name = line[..<colon]
        let isToken = name.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || fieldNamePunctuation.contains(byte)
        }
        return isToken ? String(decoding: name, as: UTF8.self).lowercased() : nil
    }

    /// The punctuation of an HTTP token (RFC 9110), a subset of what RFC 5322 allows in a field name that leaves out
    /// what starts markup.
    private static let fieldNamePunctuation = Set("!#$%&'*+-.^_`|~".utf8)
}
