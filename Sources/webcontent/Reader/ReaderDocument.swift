import Foundation
import WebContentCore

/// One document the reader lists: what a person sees of it before opening it, and what renders when they do.
struct ReaderDocument: Sendable {
    let path: String
    let input: InputDocument
    /// The message's subject, else the HTML title, else the file name.
    let title: String
    let sender: String?
    let date: Date?

    init(path: String, input: InputDocument) {
        self.path = path
        self.input = input
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        title = input.message?.subject ?? Self.htmlTitle(input.html) ?? fileName
        sender = input.message?.sender
        date = input.message?.date
    }

    /// What renders: the message's body (with its cid: parts) or the HTML document.
    var content: ContentDocument {
        ContentDocument(html: input.html, baseURL: nil, kind: input.message == nil ? .generic : .email)
    }

    /// The subject without reply and forward prefixes, folded: messages sharing it form a thread.
    var threadKey: String {
        var subject = title.trimmingCharacters(in: .whitespaces)
        let prefixes = ["re:", "fwd:", "fw:", "aw:", "wg:", "sv:", "antw:"]
        while let prefix = prefixes.first(where: { subject.lowercased().hasPrefix($0) }) {
            subject = String(subject.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return subject.lowercased()
    }

    /// What makes two files the same document: the message's Message-ID, else its sender, date and body.
    var identity: String {
        if let id = input.message?.headers["Message-ID"]?.trimmingCharacters(in: .whitespaces), !id.isEmpty {
            return "id:" + id
        }
        return [sender ?? "", date.map { "\($0.timeIntervalSince1970)" } ?? "", input.html].joined(separator: "\u{0}")
    }

    /// One line under the title: sender and date, as far as known.
    var byline: String {
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
