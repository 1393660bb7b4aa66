public import Foundation
public import WebContentCore

/// One document the reader lists: what a person sees of it before opening it, and what renders when they do.
///
/// It holds no mail types: an app reads its messages however it likes (WebContentMail's `MailMessage`, its own
/// store) and hands the reader the body, the few headers a thread needs and a provider for the `cid:` parts.
public struct ReaderDocument: Sendable {
    /// Where the document came from (a file path); its folder groups messages into threads.
    public let path: String
    /// The HTML that renders: a message's best body, or the document.
    public let html: String
    /// A mail message (rendered with the e-mail preset), or another HTML document (the post preset).
    public let isMessage: Bool
    /// The message's subject, else the HTML title, else the file name.
    public let title: String
    /// The message's sender, as the reader shows it.
    public let sender: String?
    /// When the message was sent.
    public let date: Date?
    /// The message's Message-ID, which tells copies of one message apart from other messages.
    public let messageID: String?
    /// What the message's `cid:` URLs load (its inline parts); nil for none.
    public let parts: (any ContentResourceProvider)?

    /// A mail message: its best HTML body and the headers the reader shows and threads by.
    public init(
        path: String, html: String, subject: String?, sender: String?, date: Date?, messageID: String? = nil,
        parts: (any ContentResourceProvider)? = nil
    ) {
        self.path = path
        self.html = html
        isMessage = true
        title = subject ?? Self.htmlTitle(html) ?? URL(fileURLWithPath: path).lastPathComponent
        self.sender = sender
        self.date = date
        self.messageID = messageID?.trimmingCharacters(in: .whitespaces)
        self.parts = parts
    }

    /// An HTML document (not a message): titled by its `<title>`, else its file name; never part of a thread.
    public init(path: String, html: String) {
        self.path = path
        self.html = html
        isMessage = false
        title = Self.htmlTitle(html) ?? URL(fileURLWithPath: path).lastPathComponent
        sender = nil
        date = nil
        messageID = nil
        parts = nil
    }

    /// What renders: the message's body or the HTML document.
    public var content: ContentDocument {
        ContentDocument(html: html, baseURL: nil)
    }

    /// The subject without reply and forward prefixes, folded: messages sharing it form a thread.
    public var threadKey: String {
        var subject = title.trimmingCharacters(in: .whitespaces)
        let prefixes = ["re:", "fwd:", "fw:", "aw:", "wg:", "sv:", "antw:"]
        while let prefix = prefixes.first(where: { subject.lowercased().hasPrefix($0) }) {
            subject = String(subject.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return subject.lowercased()
    }

    /// What makes two files the same document: the message's Message-ID, else its sender, date and body.
    public var identity: String {
        if let messageID, !messageID.isEmpty { return "id:" + messageID }
        return [sender ?? "", date.map { "\($0.timeIntervalSince1970)" } ?? "", html].joined(separator: "\u{0}")
    }

    /// One line under the title: sender and date, as far as known.
    public var byline: String {
        let date = date.map { Self.dateFormat.string(from: $0) }
        return [sender, date].compactMap { $0 }.joined(separator: " · ")
    }

    private static let dateFormat: DateFormatter = {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd HH:mm"
        return format
    }()

    /// The text of the first `<title>` element, entities left as written; nil when there is none or it is empty.
    static func htmlTitle(_ html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
            let close = html.range(of: ">", range: open.upperBound..<html.endIndex),
            let end = html.range(of: "</title", options: .caseInsensitive, range: close.upperBound..<html.endIndex)
        else { return nil }
        let text = html[close.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}
