import Foundation
import WebContentCore

/// Walks a message's entities depth-first with an explicit stack (no recursion), bounded in depth and count,
/// and keeps what ``MailMessage`` shows: the top headers, the best body and the parts with a Content-ID.
struct MailMessageReader {
    let bytes: [UInt8]
    let limits: MailMessage.Limits
    private(set) var topHeaders = MailHeaders(fields: [])
    private(set) var inlineParts: [MailPart] = []
    private(set) var notes: [String] = []
    /// The file names of the parts that carry one, in message order.
    private(set) var attachmentNames: [String] = []
    /// The encoding of the first known `charset=` in the message, found when a header needs it.
    var messageCharset: TextEncoding??
    /// Entities read, nested attached messages included: what counts against the part limit.
    private(set) var entitiesRead = 0
    private var firstHTML: MailBody?
    private var firstText: MailBody?
    private var attachedHTML: MailBody?
    /// An empty or all-blank text part (a duplicated delimiter makes one): the body only when there is no other.
    private var emptyText: MailBody?
    /// The text of a multipart whose parts could not be found: the body only when there is no other.
    private var unsplitText: MailBody?
    /// The bodies of an attached message (message/rfc822): shown only when the message itself has none.
    private var forwardedHTML: MailBody?
    private var forwardedText: MailBody?
    /// The pictures of a message that may have no text: shown, each as an `<img>`, only when it has none.
    private var pictures = MailPictures()
    /// An inline text part of another kind (an invitation's text/calendar, a vCard, text/enriched): shown as
    /// plain text only when the message has nothing else, as mail clients show an unknown text part.
    private var otherText: MailBody?

    init(bytes: [UInt8], limits: MailMessage.Limits) {
        self.limits = limits
        if let normalized = Self.normalizingBareCR(bytes) {
            self.bytes = normalized
            notes.append("bare CR line ends read as LF")
        } else {
            self.bytes = bytes
        }
    }

    /// The best body: inline HTML, else inline plain text, else an attached message's, else an HTML attachment
    /// (an attachment is a file the sender attached, shown only when the message has nothing else to show), else
    /// another inline text part, else the message's pictures.
    var body: MailBody? { textBody ?? pictures.body }

    private var textBody: MailBody? {
        firstHTML ?? firstText ?? forwardedHTML ?? forwardedText ?? attachedHTML ?? otherText ?? unsplitText
            ?? emptyText
    }

    /// Reads the whole message; throws only when it does not start like one.
    mutating func read() throws(WebContentError) {
        if bytes.starts(with: Self.compoundFileSignature) { throw .outlookMessageFile }
        // A file saved by an editor may start with UTF-8's byte-order mark; MimeKit's parser skips it too.
        let afterMark = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        if afterMark > 0 { note("a byte-order mark before the first header field was skipped") }
        var start = Self.pastBlankLines(in: bytes[...], from: afterMark)
        if start > afterMark { note("lines of spaces before the first header field were skipped") }
        // An mbox "From " line may precede the first header.
        if bytes[start...].starts(with: Array("From ".utf8)) { start = Self.nextLine(in: bytes[...], from: start) }
        let firstLine = Self.line(in: bytes[...], from: start)
        guard MailHeaders.isField(firstLine) else { throw .notAMessage }
        var stack: [(range: Range<Int>, depth: Int, forwarded: Bool)] = [(start..<bytes.count, 0, false)]
        var seen = 0
        defer { entitiesRead = seen }
        var isTop = true
        while let (range, depth, forwarded) = stack.popLast() {
            seen += 1
            guard seen <= limits.maximumParts else {
                note("more than \(limits.maximumParts) parts: the rest were skipped")
                break
            }
            let (headerLines, body) = Self.split(bytes[range])
            let headers = headers(from: headerLines)
            if isTop {
                topHeaders = headers
                isTop = false
            }
            let type = headers["content-type"].map(MailContentType.init(parsing:)) ?? .textPlain
            if type.isMultipart || type.value.hasPrefix("message/"), depth >= limits.maximumDepth {
                note("multipart nesting deeper than \(limits.maximumDepth): inner parts skipped")
                continue
            }
            // A file name on any part but a multipart: an attached message is a file too (its own parts' names
            // follow when it is read as a message, not when it is encoded like any file).
            let name = type.isMultipart ? nil : fileName(headers: headers, type: type)
            if let name { attachmentNames.append(name) }
            let encoding = MailTransferEncoding.name(headers["content-transfer-encoding"])
            if type.value == "message/rfc822" || type.value == "message/global",
                encoding == "base64" || encoding == "quoted-printable"
            {
                // Encoded, against RFC 2046 but common (Outlook): read apart from the decoded bytes.
                seen += readEncodedMessage(body, encoding: encoding, depth: depth, seen: seen)
                continue
            }
            if let unreadable = Self.unreadable(type) { note(unreadable) }
            if let children = self.children(of: type, body: body) {
                let inside = forwarded || type.value.hasPrefix("message/")
                stack += children.reversed().map { ($0, depth + 1, inside) }
            } else {
                take(leaf: headers, type: type, name: name, body: body, forwarded: forwarded)
            }
        }
    }

    /// Shows the message's pictures when it has no text, their parts among the inline parts.
    ///
    /// The top-level reader's call, once it has read everything: an attached message's reader never makes pictures
    /// of its own (their Content-IDs would repeat the message's).
    mutating func showPicturesWhenThereIsNoText() {
        if textBody == nil { inlineParts += pictures.show(from: bytes, inlineParts: inlineParts) }
    }

    /// Reads an attached message whose body is transfer-encoded, within what is left of the limits, and keeps its
    /// bodies as an attached message's and its inline parts.
    ///
    /// Returns how many entities it read.
    private mutating func readEncodedMessage(_ body: Range<Int>, encoding: String, depth: Int, seen: Int) -> Int {
        let (decoded, _) = MailTransferEncoding.decode(bytes[body], encoding: encoding)
        var inner = limits
        inner.maximumDepth = limits.maximumDepth - depth - 1
        inner.maximumParts = max(1, limits.maximumParts - seen)
        var reader = MailMessageReader(bytes: decoded, limits: inner)
        do {
            try reader.read()
        } catch {
            note("an attached message (\(encoding)) is not a message: skipped")
            return 0
        }
        if forwardedHTML == nil { forwardedHTML = reader.firstHTML ?? reader.forwardedHTML }
        if forwardedText == nil { forwardedText = reader.firstText ?? reader.forwardedText }
        if attachedHTML == nil { attachedHTML = reader.attachedHTML }
        if emptyText == nil { emptyText = reader.emptyText }
        if unsplitText == nil { unsplitText = reader.unsplitText }
        inlineParts += reader.inlineParts
        for text in reader.notes { note(text) }
        return reader.entitiesRead
    }

    /// The ranges of the entities inside a multipart or message/rfc822 body; nil for a leaf.
    private mutating func children(of type: MailContentType, body: Range<Int>) -> [Range<Int>]? {
        if type.value == "message/rfc822" || type.value == "message/global" {
            return MailHeaders.isField(Self.line(in: bytes[...], from: body.lowerBound)) ? [body] : nil
        }
        guard type.isMultipart else { return nil }
        guard let boundary = type.parameters["boundary"], !boundary.isEmpty else {
            keepUnsplit(body, reason: "\(type.value) without a boundary")
            return []
        }
        // One more than the reader takes, so that going over the limit is noticed and noted.
        let found = Self.parts(of: bytes[body], boundary: Array(("--" + boundary).utf8), limit: limits.maximumParts + 1)
        if found.isEmpty { keepUnsplit(body, reason: "\(type.value): boundary \"\(boundary.prefix(80))\" not found") }
        return found
    }

    /// A multipart body that could not be split: kept as plain text, the body only when the message has no
    /// other, and only when it is text (valid UTF-8), so that a mangled boundary loses nothing readable.
    private mutating func keepUnsplit(_ body: Range<Int>, reason: String) {
        let bytes = bytes[body]
        guard unsplitText == nil, !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }),
            let text = String(validating: bytes, as: UTF8.self)
        else {
            note("\(reason): its parts were skipped")
            return
        }
        note("\(reason): its parts were skipped, its text kept")
        unsplitText = MailBody.plainText(text, charset: nil)
    }

    private mutating func take(
        leaf headers: MailHeaders, type: MailContentType, name: String?, body: Range<Int>, forwarded: Bool
    ) {
        let encoding = MailTransferEncoding.name(headers["content-transfer-encoding"])
        let disposition = headers["content-disposition"].map(MailContentType.init(parsing:))?.value
        let isAttachment = disposition == "attachment"
        let contentID = headers["content-id"].map(MailPart.normalizedContentID).flatMap { $0.isEmpty ? nil : $0 }
        pictures.offer(type: type.value, body: body, encoding: encoding, name: name, contentID: contentID)
        let slot = bodySlot(type: type.value, isAttachment: isAttachment, forwarded: forwarded)
        let slotIsFree = slot.map { self[keyPath: $0] == nil } ?? false
        // Decoding costs time and memory: only what is kept is decoded.
        guard contentID != nil || slotIsFree else { return }
        let (decoded, encodingNote) = MailTransferEncoding.decode(bytes[body], encoding: encoding)
        if let encodingNote { note(encodingNote) }
        if let contentID {
            inlineParts.append(MailPart(contentID: contentID, mimeType: type.value, data: Data(decoded)))
        }
        guard let slot, slotIsFree else { return }
        let charset = MailCharset.name(type.parameters["charset"])
        let decodedText = MailCharset.decoding(decoded[...], charset: charset, isHTML: type.value == "text/html")
        if let charsetNote = decodedText.note { note(charsetNote) }
        let text = decodedText.text
        let shown =
            switch type.value {
            case "text/html": MailBody(html: text, source: .html, charset: charset, encoding: decodedText.encodingName)
            case "text/enriched":
                MailBody.plainText(EnrichedText.plainText(text), charset: charset, encoding: decodedText.encodingName)
            default:
                MailBody.plainText(text, charset: charset, encoding: decodedText.encodingName, format: type.textFormat)
            }
        if decoded.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) {
            if emptyText == nil { emptyText = shown }
        } else if slotIsFree {
            self[keyPath: slot] = shown
        }
    }

    /// Where a leaf of `type` would go as a body, or nil when it cannot be one (an image, a text attachment).
    private func bodySlot(type: String, isAttachment: Bool, forwarded: Bool) -> WritableKeyPath<Self, MailBody?>? {
        switch type {
        case "text/html": isAttachment ? \.attachedHTML : forwarded ? \.forwardedHTML : \.firstHTML
        case "text/plain": isAttachment ? nil : forwarded ? \.forwardedText : \.firstText
        default: type.hasPrefix("text/") && !isAttachment && !forwarded ? \.otherText : nil
        }
    }

    /// What the notes say of an entity the reader cannot show: encrypted, or signed with its content inside the
    /// signature (a message with nothing else fails with its notes, so the reason reaches the error).
    private static func unreadable(_ type: MailContentType) -> String? {
        switch type.value {
        case "multipart/encrypted":
            "encrypted message (\(type.parameters["protocol"] ?? "no protocol")): it is not decrypted here"
        case "application/pkcs7-mime", "application/x-pkcs7-mime":
            type.parameters["smime-type"]?.lowercased() == "signed-data"
                ? "S/MIME opaque-signed part: its content is inside the signature and is not read"
                : "S/MIME encrypted part: it is not decrypted here"
        case "application/ms-tnef", "application/vnd.ms-tnef":
            "Outlook rich-text part (TNEF, winmail.dat): its content is not read"
        default: nil
        }
    }

    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
