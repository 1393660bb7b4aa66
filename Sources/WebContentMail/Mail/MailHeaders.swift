import Foundation

/// A header block, unfolded: field names lower-cased, values trimmed, in order.
public struct MailHeaders: Sendable, Hashable {
    /// Every field as (lower-cased name, value), repeated fields kept.
    public let fields: [(name: String, value: String)]

    /// Headers of `fields`, in message order.
    public init(fields: [(name: String, value: String)]) {
        self.fields = fields
    }

    /// The first value of the field called `name` (case-insensitive), or nil.
    public subscript(name: String) -> String? {
        let wanted = name.lowercased()
        return fields.first { $0.name == wanted }?.value
    }

    /// The same fields in the same order.
    public static func == (lhs: MailHeaders, rhs: MailHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Hashes the fields in order.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }

    /// The header lines of `lines` unfolded into fields; a line that is neither a field nor a continuation is skipped.
    ///
    /// Raw 8-bit values are read as UTF-8 when valid, else in `eightBit` (default windows-1252).
    static func parse(_ lines: [ArraySlice<UInt8>], eightBit: TextEncoding? = nil) -> MailHeaders {
        var fields: [(name: String, value: String)] = []
        for line in lines {
            if let first = line.first, first == 0x20 || first == 0x09 {
                // A folded continuation belongs to the field before it.
                guard !fields.isEmpty else { continue }
                let more = MailCharset.headerText(line, fallback: eightBit).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                if !more.isEmpty { fields[fields.count - 1].value += " " + more }
            } else if let colon = fieldColon(line) {
                let name = String(decoding: trimmingBlanks(line[..<colon]), as: UTF8.self).lowercased()
                let value = MailCharset.headerText(line[(colon + 1)...], fallback: eightBit).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                fields.append((name, value))
            }
        }
        return MailHeaders(fields: fields)
    }

    /// Whether `line` looks like a header field (`Name: value`), to tell a message from other input.
    static func isField(_ line: ArraySlice<UInt8>) -> Bool {
        fieldColon(line) != nil
    }

    /// Whether `line` is a field a message or MIME entity has (Content-*, From, Subject...), not any `Name:`.
    static func isMessageField(_ line: ArraySlice<UInt8>) -> Bool {
        guard let colon = fieldColon(line) else { return false }
        let name = String(decoding: trimmingBlanks(line[..<colon]), as: UTF8.self).lowercased()
        return name.hasPrefix("content-") || MailMessage.messageFieldNames.contains(name)
    }

    /// The colon ending a field name: printable ASCII without blanks, then optional blanks (the obsolete `Subject : x`
    /// of RFC 822), then the colon.
    ///
    /// Nil when the line is no field.
    private static func fieldColon(_ line: ArraySlice<UInt8>) -> Int? {
        var index = line.startIndex
        while index < line.endIndex, line[index] > 0x20, line[index] < 0x7F, line[index] != 0x3A { index += 1 }
        guard index > line.startIndex else { return nil }
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        return index < line.endIndex && line[index] == 0x3A ? index : nil
    }

    private static func trimmingBlanks(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return bytes[..<end]
    }
}
