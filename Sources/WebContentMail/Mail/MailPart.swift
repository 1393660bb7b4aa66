public import Foundation

/// One decoded leaf part of a message that carries a Content-ID: an inline image, usually.
public struct MailPart: Sendable, Hashable {
    /// The Content-ID without angle brackets.
    public let contentID: String
    /// The media type, lower-cased, without parameters (such as `image/png`).
    public let mimeType: String
    /// The bytes, transfer encoding undone.
    public let data: Data

    /// A part with its Content-ID (normalised: angle brackets dropped), MIME type and decoded bytes.
    public init(contentID: String, mimeType: String, data: Data) {
        self.contentID = Self.normalizedContentID(contentID)
        self.mimeType = mimeType
        self.data = data
    }

    /// A Content-ID or `cid:` reference as compared: trimmed, angle brackets removed, percent-decoded.
    public static func normalizedContentID(_ raw: String) -> String {
        var value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.lowercased().hasPrefix("cid:") { value.removeFirst(4) }
        if value.hasPrefix("<") { value.removeFirst() }
        if value.hasSuffix(">") { value.removeLast() }
        return value.removingPercentEncoding ?? value
    }
}
