public import Foundation
public import WebContentCore

/// An RFC 822 / MIME e-mail message, read for display: its subject, its best body and its inline parts.
///
/// Reading never traps: input that is not a message throws `WebContentError.notAMessage` (or
/// `WebContentError.messageTooLarge(bytes:limit:)`); anything else (bad encodings,
/// unknown charsets, broken multipart structure, too deep nesting) is read as well as it can be, with a note.
public struct MailMessage: Sendable {
    /// The top-level headers, unfolded.
    public let headers: MailHeaders
    /// The Subject with RFC 2047 encoded-words decoded; nil when the message has none.
    public let subject: String?
    /// The From field with RFC 2047 encoded-words decoded (`Name <address>` as written); nil when absent.
    public let sender: String?
    /// The Date field as an instant (a missing zone read as UTC); nil when absent or no date.
    public let date: Date?
    /// The file names of the parts that carry one (Content-Disposition `filename`, else Content-Type `name`),
    /// RFC 2231 and RFC 2047 decoded, in message order.
    public let attachmentNames: [String]
    /// The best body: the first text/html part, else the first text/plain part as escaped text in `<pre>`.
    public let body: MailBody?
    /// Parts carrying a Content-ID (without angle brackets), in message order: what `cid:` URLs refer to.
    public let inlineParts: [MailPart]
    /// What was repaired or guessed while reading (an unknown charset, nesting cut off, ...).
    public let notes: [String]

    /// Reads `rfc822` with the default ``Limits``.
    public init(rfc822 data: Data) throws(WebContentError) {
        try self.init(rfc822: data, limits: Limits())
    }

    /// Reads `rfc822`; throws when it is not a message at all or is larger than `limits` allow.
    public init(rfc822 data: Data, limits: Limits) throws(WebContentError) {
        guard data.count <= limits.maximumBytes else {
            throw .messageTooLarge(bytes: data.count, limit: limits.maximumBytes)
        }
        var reader = MailMessageReader(bytes: [UInt8](data), limits: limits)
        try reader.read()
        reader.showPicturesWhenThereIsNoText()
        headers = reader.topHeaders
        var notes = reader.notes
        subject = Self.decoded(headers["subject"], notes: &notes)
        sender = Self.decoded(headers["from"], notes: &notes)
        date = headers["date"].flatMap(MailDate.parse)
        attachmentNames = reader.attachmentNames
        body = reader.body
        inlineParts = reader.inlineParts
        self.notes = notes
    }

    /// A header value with its encoded-words decoded, adding what their charsets made the reader guess.
    private static func decoded(_ value: String?, notes: inout [String]) -> String? {
        guard let value else { return nil }
        let (text, fieldNotes) = MailEncodedWord.decoded(value)
        for note in fieldNotes where !notes.contains(note) { notes.append(note) }
        return text
    }

    /// The inline part whose Content-ID is `contentID` (angle brackets and percent-encoding ignored).
    public func inlinePart(contentID: String) -> MailPart? {
        let wanted = MailPart.normalizedContentID(contentID)
        return inlineParts.first { $0.contentID == wanted }
            ?? inlineParts.first { $0.contentID.lowercased() == wanted.lowercased() }
    }
}

extension MailMessage {
    /// Bounds that keep hostile messages cheap to read.
    public struct Limits: Sendable {
        /// Larger input is refused before it is read.
        public var maximumBytes = 64 << 20
        /// Multipart nesting deeper than this is not entered (its parts are skipped, with a note).
        public var maximumDepth = 32
        /// Entities beyond this count are skipped, with a note.
        public var maximumParts = 4096

        /// The default limits.
        public init() {}
    }
}
