import Foundation

/// Walks a message's entities depth-first with an explicit stack (no recursion), bounded in depth and count,
/// and keeps what ``MailMessage`` shows: the top headers, the best body and the parts with a Content-ID.
struct MailMessageReader {
    let bytes: [UInt8]
    let limits: MailMessage.Limits
    private(set) var topHeaders = MailHeaders(fields: [])
    private(set) var inlineParts: [MailPart] = []
    private(set) var notes: [String] = []
    private var firstHTML: MailBody?
    private var firstText: MailBody?
    private var attachedHTML: MailBody?
    /// The bodies of an attached message (message/rfc822): shown only when the message itself has none.
    private var forwardedHTML: MailBody?
    private var forwardedText: MailBody?

    init(bytes: [UInt8], limits: MailMessage.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The best body: inline HTML, else inline plain text, else an attached message's, else an HTML attachment.
    var body: MailBody? { firstHTML ?? firstText ?? forwardedHTML ?? forwardedText ?? attachedHTML }

    /// Reads the whole message; throws only when it does not start like one.
    mutating func read() throws(MailMessageError) {
        var start = 0
        // An mbox "From " line may precede the first header.
        if bytes.starts(with: Array("From ".utf8)) { start = Self.nextLine(in: bytes[...], from: 0) }
        let firstLine = Self.line(in: bytes[...], from: start)
        guard MailHeaders.isField(firstLine) else { throw .notAMessage }
        var stack: [(range: Range<Int>, depth: Int, forwarded: Bool)] = [(start..<bytes.count, 0, false)]
        var seen = 0
        var isTop = true
        while let (range, depth, forwarded) = stack.popLast() {
            seen += 1
            guard seen <= limits.maximumParts else {
                note("more than \(limits.maximumParts) parts: the rest were skipped")
                break
            }
            let (headers, body) = Self.split(bytes[range])
            if isTop {
                topHeaders = headers
                isTop = false
            }
            let type = headers["content-type"].map(MailContentType.init(parsing:)) ?? .textPlain
            if type.isMultipart || type.value.hasPrefix("message/"), depth >= limits.maximumDepth {
                note("multipart nesting deeper than \(limits.maximumDepth): inner parts skipped")
                continue
            }
            if let children = self.children(of: type, body: body) {
                let inside = forwarded || type.value.hasPrefix("message/")
                stack += children.reversed().map { ($0, depth + 1, inside) }
            } else {
                take(leaf: headers, type: type, body: body, forwarded: forwarded)
            }
        }
    }

    /// The ranges of the entities inside a multipart or message/rfc822 body; nil for a leaf.
    private func children(of type: MailContentType, body: Range<Int>) -> [Range<Int>]? {
        if type.value == "message/rfc822" || type.value == "message/global" {
            return MailHeaders.isField(Self.line(in: bytes[...], from: body.lowerBound)) ? [body] : nil
        }
        guard type.isMultipart else { return nil }
        guard let boundary = type.parameters["boundary"], !boundary.isEmpty else { return [] }
        return Self.parts(of: bytes[body], boundary: Array(("--" + boundary).utf8))
    }

    private mutating func take(leaf headers: MailHeaders, type: MailContentType, body: Range<Int>, forwarded: Bool) {
        let encoding = (headers["content-transfer-encoding"] ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let disposition = headers["content-disposition"].map(MailContentType.init(parsing:))?.value
        let isAttachment = disposition == "attachment"
        let contentID = headers["content-id"].map(MailPart.normalizedContentID)
        let isText = type.value == "text/html" || type.value == "text/plain"
        let wanted = contentID.map { !$0.isEmpty } == true
            || (type.value == "text/html" && (forwarded ? forwardedHTML == nil : (firstHTML == nil || attachedHTML == nil)))
            || (type.value == "text/plain" && !isAttachment && (forwarded ? forwardedText == nil : firstText == nil))
        guard wanted else { return }
        let (decoded, encodingNote) = MailTransferEncoding.decode(bytes[body], encoding: encoding)
        if let encodingNote { note(encodingNote) }
        if let contentID, !contentID.isEmpty {
            inlineParts.append(MailPart(contentID: contentID, mimeType: type.value, data: Data(decoded)))
        }
        guard isText else { return }
        let charset = type.parameters["charset"]?.lowercased()
        let (text, charsetNote) = MailCharset.decode(decoded[...], charset: charset)
        if let charsetNote { note(charsetNote) }
        if type.value == "text/html" {
            let html = MailBody(html: text, source: .html, charset: charset)
            if forwarded {
                if forwardedHTML == nil { forwardedHTML = html }
            } else if isAttachment {
                if attachedHTML == nil { attachedHTML = html }
            } else if firstHTML == nil {
                firstHTML = html
            }
        } else if !isAttachment {
            let plain = MailBody.plainText(text, charset: charset)
            if forwarded {
                if forwardedText == nil { forwardedText = plain }
            } else if firstText == nil {
                firstText = plain
            }
        }
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
