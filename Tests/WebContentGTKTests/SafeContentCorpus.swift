import Foundation
import WebContentConformance
import WebContentCore
import WebContentMail

/// The documents of ../shared/corpus: blog posts, e-mail templates, and the text/html parts of the .eml messages.
///
/// The .eml messages are read with the core's ``MailMessage``; their HTML bodies join the corpus. A missing
/// folder or a message the reader refuses is an error, never a smaller corpus.
struct SafeContentCorpus {
    struct Document {
        let name: String
        let html: String
    }

    let documents: [Document]
    /// Files read: blog posts, e-mail templates, .eml messages (all of them; some have a text body only).
    let posts: Int
    let templates: Int
    let messages: Int

    /// The corpus folder, from this file up to the package root, then ../shared/corpus.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Reads every document; throws a clear error when the corpus is missing.
    static func load() throws -> SafeContentCorpus {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("blog").path) else {
            throw CorpusError.missing(root.path)
        }
        var documents: [Document] = []
        let posts = try files(under: "blog", suffix: ".html")
        for path in posts {
            documents.append(Document(name: path, html: try text(path)))
        }
        let templates = try files(under: "email/templates", suffix: ".html")
        for path in templates {
            documents.append(Document(name: path, html: try text(path)))
        }
        let messages = try files(under: "email/eml", suffix: ".eml")
        for path in messages {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            let message: MailMessage
            do {
                message = try MailMessage(rfc822: data)
            } catch {
                throw CorpusError.unreadable(path, "\(error)")
            }
            // Plain-text bodies (escaped into <pre>) hold no markup worth sanitising here.
            if let body = message.body, body.source == .html {
                documents.append(Document(name: path, html: body.html))
            }
        }
        return SafeContentCorpus(
            documents: documents, posts: posts.count, templates: templates.count, messages: messages.count)
    }

    /// Relative paths of the files under `folder` (recursively) ending in `suffix`, sorted; throws when the
    /// folder is missing.
    static func files(under folder: String, suffix: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw CorpusError.missing(base.path)
        }
        var found: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix(suffix) { found.append(folder + "/" + item) }
        }
        return found.sorted()
    }

    /// Whether as many posts, templates and messages were read as `find` counts: a loader that skipped a folder
    /// or a file fails here, whatever the corpus's size.
    func matchesCensus() async throws -> Bool {
        let root = Self.root
        let counted = (
            try await CorpusCensus.count(under: root.appendingPathComponent("blog"), suffixes: [".html"]),
            try await CorpusCensus.count(under: root.appendingPathComponent("email/templates"), suffixes: [".html"]),
            try await CorpusCensus.count(under: root.appendingPathComponent("email/eml"), suffixes: [".eml"])
        )
        return posts > 0 && templates > 0 && messages > 0
            && (posts, templates, messages) == counted
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Every http(s) URL of `html` pointed at `origin` (``LoopbackURLs``).
    static func rewrite(_ html: String, to origin: String) -> (html: String, urls: Int) {
        LoopbackURLs.rewrite(html, to: origin)
    }
}

/// Why the corpus could not be read.
enum CorpusError: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String, String)

    var description: String {
        switch self {
        case .missing(let path): "the corpus is missing: expected ../shared/corpus next to the package, at \(path)"
        case .unreadable(let path, let reason): "\(path) is not a readable message: \(reason)"
        }
    }
}
