import Foundation

/// What the reader lists: a message with its replies (same subject, same folder), or one HTML document.
public struct ReaderThread: Sendable {
    /// Oldest first; the newest, last, opens first.
    public let documents: [ReaderDocument]

    /// A thread of `documents`, oldest first (``group(_:)`` makes threads from loose documents).
    public init(documents: [ReaderDocument]) {
        precondition(!documents.isEmpty, "a thread has at least one document")
        self.documents = documents
    }

    /// The last document: the one that opens first.
    public var newest: ReaderDocument { documents[documents.count - 1] }

    /// The list row: the newest message's title and byline, and how many messages there are.
    public var rowText: String {
        let count = documents.count > 1 ? " (\(documents.count))" : ""
        let byline = newest.byline
        return newest.title + count + (byline.isEmpty ? "" : "\n" + byline)
    }

    /// Groups messages by folder and subject (HTML documents stay alone), threads in the order they first appear, each
    /// thread's messages by date.
    ///
    /// A copy of a document already listed (the same Message-ID, or the same sender, date and body: one message filed
    /// in two folders) is listed once and never loaded twice.
    public static func group(_ documents: [ReaderDocument]) -> [ReaderThread] {
        var order: [String] = []
        var members: [String: [ReaderDocument]] = [:]
        var identities = Set<String>()
        for (index, document) in documents.enumerated() where identities.insert(document.identity).inserted {
            let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().path
            let key = document.isMessage ? folder + "\u{0}" + document.threadKey : "#\(index)"
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(document)
        }
        return order.map { key in
            let sorted = members[key]!.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element.date ?? .distantPast, rhs.element.date ?? .distantPast)
                return left == right ? lhs.offset < rhs.offset : left < right
            }
            return ReaderThread(documents: sorted.map(\.element))
        }
    }
}
