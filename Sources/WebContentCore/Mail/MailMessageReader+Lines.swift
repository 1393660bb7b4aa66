import Foundation

/// Line-level scanning of the raw bytes: header blocks and multipart boundaries. LF or CRLF line ends.
extension MailMessageReader {
    /// The index of the first LF at or after `start`, or the end. `memchr`, because a byte-by-byte loop over
    /// a multi-megabyte body is slow in debug builds, and every nesting level scans its body once.
    static func lineFeed(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        guard start < bytes.endIndex else { return bytes.endIndex }
        return bytes[start...].withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0x0A, buffer.count) else { return bytes.endIndex }
            return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }

    /// The index after the LF ending the line at `start` (or the end).
    static func nextLine(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        let feed = lineFeed(in: bytes, from: start)
        return feed < bytes.endIndex ? feed + 1 : bytes.endIndex
    }

    /// The line at `start`, without its LF or CRLF.
    static func line(in bytes: ArraySlice<UInt8>, from start: Int) -> ArraySlice<UInt8> {
        guard start < bytes.endIndex else { return [] }
        var end = lineFeed(in: bytes, from: start)
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The headers of `entity` and the range of its body (after the first empty line; empty when none).
    static func split(_ entity: ArraySlice<UInt8>) -> (MailHeaders, Range<Int>) {
        var lines: [ArraySlice<UInt8>] = []
        var index = entity.startIndex
        while index < entity.endIndex {
            let current = line(in: entity, from: index)
            index = nextLine(in: entity, from: index)
            if current.isEmpty { return (MailHeaders.parse(lines), index..<entity.endIndex) }
            lines.append(current)
        }
        return (MailHeaders.parse(lines), entity.endIndex..<entity.endIndex)
    }

    /// The ranges between delimiter lines (`delimiter` then blanks, or the close delimiter ending in `--`).
    ///
    /// The line break before a delimiter belongs to the delimiter (RFC 2046), so it is not part of a part.
    /// A missing close delimiter ends the last part at the end of the body.
    static func parts(of body: ArraySlice<UInt8>, boundary delimiter: [UInt8]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart: Int?
        var index = body.startIndex
        while index < body.endIndex {
            let lineStart = index
            // Most lines do not start with "-": skip them without slicing.
            guard body[index] == 0x2D else {
                index = nextLine(in: body, from: index)
                continue
            }
            let current = line(in: body, from: index)
            index = nextLine(in: body, from: index)
            guard current.starts(with: delimiter) else { continue }
            let rest = current.dropFirst(delimiter.count)
            let isClose = rest.starts(with: [0x2D, 0x2D])
            let tail = isClose ? rest.dropFirst(2) : rest
            guard tail.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            if let start = partStart { parts.append(start..<max(start, lineBreakStart(before: lineStart, in: body))) }
            if isClose { return parts }
            partStart = index
        }
        if let start = partStart { parts.append(start..<body.endIndex) }
        return parts
    }

    /// Where the line break ending just before `lineStart` begins (LF or CRLF).
    private static func lineBreakStart(before lineStart: Int, in body: ArraySlice<UInt8>) -> Int {
        var end = lineStart
        if end > body.startIndex, body[end - 1] == 0x0A { end -= 1 }
        if end > body.startIndex, body[end - 1] == 0x0D { end -= 1 }
        return end
    }
}
