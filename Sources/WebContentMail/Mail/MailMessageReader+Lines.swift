import Foundation

/// Line-level scanning of the raw bytes: header blocks and multipart boundaries. LF, CRLF or CRCRLF line ends
/// (a message broken by bare CRs is made LF first).
extension MailMessageReader {
    /// The index of the first LF at or after `start`, or the end.
    ///
    /// `memchr`, because a byte-by-byte loop over a multi-megabyte body is slow in debug builds, and every nesting
    /// level scans its body once.
    static func lineFeed(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        first(0x0A, in: bytes, from: start)
    }

    /// The index of the first `byte` at or after `start`, or the end.
    static func first(_ byte: UInt8, in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        guard start < bytes.endIndex else { return bytes.endIndex }
        return bytes[start...].withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else {
                return bytes.endIndex
            }
            return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }

    /// The index after the LF ending the line at `start` (or the end).
    static func nextLine(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        let feed = lineFeed(in: bytes, from: start)
        return feed < bytes.endIndex ? feed + 1 : bytes.endIndex
    }

    /// UTF-8's byte-order mark, which an editor may write before the first header field.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// The first bytes of a compound file (Outlook's `.msg`): a file people take for a message.
    static let compoundFileSignature: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    /// Where a message's header block starts at or after `start`: past lines of spaces and tabs only, which a
    /// writer left before the first field (Python's `email` reads them as a stray continuation and goes on).
    static func pastBlankLines(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while true {
            let line = line(in: bytes, from: index)
            guard !line.isEmpty, line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return index }
            index = nextLine(in: bytes, from: index)
        }
    }

    /// The line at `start`, without its LF and the CRs before it (CRLF, and the CRCRLF of broken relays).
    static func line(in bytes: ArraySlice<UInt8>, from start: Int) -> ArraySlice<UInt8> {
        guard start < bytes.endIndex else { return [] }
        var end = lineFeed(in: bytes, from: start)
        while end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The header lines of `entity` and the range of its body: after the first empty line, or from the first line
    /// that is neither a field nor a continuation (a part whose writer forgot the blank line keeps its body),
    /// unless a message field still follows it.
    static func split(_ entity: ArraySlice<UInt8>) -> (headerLines: [ArraySlice<UInt8>], body: Range<Int>) {
        var lines: [ArraySlice<UInt8>] = []
        var index = entity.startIndex
        while index < entity.endIndex {
            let current = line(in: entity, from: index)
            let next = nextLine(in: entity, from: index)
            if current.isEmpty { return (lines, next..<entity.endIndex) }
            let isContinuation = !lines.isEmpty && (current.first == 0x20 || current.first == 0x09)
            if isContinuation || MailHeaders.isField(current) {
                lines.append(current)
            } else if !mimeFieldFollows(in: entity, from: next) {
                break
            }
            // Else a stray line among the headers (a broken fold): skipped, the fields after it still count.
            index = next
        }
        return (lines, index..<entity.endIndex)
    }

    /// Whether a message or MIME field (Content-Type, Subject...) comes within a few lines after `start`,
    /// before an empty line: then the header block goes on past a stray line.
    private static func mimeFieldFollows(in entity: ArraySlice<UInt8>, from start: Int) -> Bool {
        var index = start
        for _ in 0..<32 where index < entity.endIndex {
            let current = line(in: entity, from: index)
            if current.isEmpty { return false }
            if MailHeaders.isMessageField(current) { return true }
            index = nextLine(in: entity, from: index)
        }
        return false
    }

    /// The ranges between delimiter lines (`delimiter` then blanks, or the close delimiter ending in `--`).
    ///
    /// The line break before a delimiter belongs to the delimiter (RFC 2046), so it is not part of a part.
    /// A missing close delimiter ends the last part at the end of the body. At most `limit` parts are found: a
    /// body of a million delimiter lines is not worth a million ranges when the reader takes a few thousand.
    static func parts(of body: ArraySlice<UInt8>, boundary delimiter: [UInt8], limit: Int = .max) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart: Int?
        var index = body.startIndex
        while index < body.endIndex, parts.count < limit {
            let lineStart = index
            // Most lines are no delimiter: skip them without slicing (a body of "-" lines is common and hostile).
            guard body[index] == 0x2D, startsWith(delimiter, in: body, at: index) else {
                index = nextLine(in: body, from: index)
                continue
            }
            let current = line(in: body, from: index)
            index = nextLine(in: body, from: index)
            let rest = current.dropFirst(delimiter.count)
            let isClose = rest.starts(with: [0x2D, 0x2D])
            let tail = isClose ? rest.dropFirst(2) : rest
            guard tail.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            if let start = partStart { parts.append(start..<max(start, lineBreakStart(before: lineStart, in: body))) }
            if isClose { return parts }
            partStart = index
        }
        if let start = partStart, parts.count < limit { parts.append(start..<body.endIndex) }
        return parts
    }

    /// Whether `bytes` hold `prefix` at `start` (`memcmp`: this runs on every line that starts with "-").
    private static func startsWith(_ prefix: [UInt8], in bytes: ArraySlice<UInt8>, at start: Int) -> Bool {
        guard bytes.endIndex - start >= prefix.count else { return false }
        return bytes[start...].withUnsafeBufferPointer { buffer in
            prefix.withUnsafeBufferPointer { memcmp(buffer.baseAddress!, $0.baseAddress!, prefix.count) == 0 }
        }
    }

    /// Where the line break ending just before `lineStart` begins (LF, CRLF or CRCRLF).
    private static func lineBreakStart(before lineStart: Int, in body: ArraySlice<UInt8>) -> Int {
        var end = lineStart
        if end > body.startIndex, body[end - 1] == 0x0A { end -= 1 }
        while end > body.startIndex, body[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// `bytes` with its line ends made LF when the message breaks lines with a bare CR (old Mac mail, some gateways):
    /// its first line break is a CR (or run of CRs) not followed by LF, and its header block ends (CR CR) before any
    /// LF.
    ///
    /// Then every CRLF and bare CR becomes LF. Nil for any other message: a CR inside a line of an LF or CRLF message
    /// is data.
    static func normalizingBareCR(_ bytes: [UInt8]) -> [UInt8]? {
        let firstLF = lineFeed(in: bytes[...], from: 0)
        let firstCR = first(0x0D, in: bytes[..<firstLF], from: 0)
        guard firstCR < firstLF else { return nil }
        // CRCRLF is a CRLF line end with a stray CR, not a bare CR.
        var afterRun = firstCR
        while afterRun < firstLF, bytes[afterRun] == 0x0D { afterRun += 1 }
        guard afterRun < firstLF, endsHeadersWithBareCR(bytes, from: firstCR, before: firstLF) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0D else {
                output.append(byte)
                continue
            }
            output.append(0x0A)
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        }
        return output
    }

    /// Whether `bytes` hold an empty line in bare-CR terms before `end`: CR CR not followed by LF (CRCRLF is
    /// one line end).
    private static func endsHeadersWithBareCR(_ bytes: [UInt8], from start: Int, before end: Int) -> Bool {
        var index = first(0x0D, in: bytes[..<end], from: start)
        while index + 1 < end {
            if bytes[index + 1] == 0x0D, index + 2 >= bytes.count || bytes[index + 2] != 0x0A { return true }
            index = first(0x0D, in: bytes[..<end], from: index + 1)
        }
        return false
    }
}
