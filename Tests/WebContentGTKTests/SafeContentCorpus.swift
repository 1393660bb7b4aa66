import Foundation
import WebContentCore

/// The documents of ../shared/corpus: blog posts, e-mail templates, and the text/html parts of the .eml messages.
///
/// The .eml messages are read with the core's ``MailMessage``; their HTML bodies join the corpus, and a message
/// it refuses is skipped and counted, never guessed.
struct SafeContentCorpus {
    struct Document {
        let name: String
        let html: String
        let kind: ContentKind
    }

    let documents: [Document]
    /// .eml files that are not readable messages.
    let skippedParts: Int

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
        for path in files(under: "blog", suffix: ".html") {
            documents.append(Document(name: path, html: try text(path), kind: .post))
        }
        for path in files(under: "email/templates", suffix: ".html") {
            documents.append(Document(name: path, html: try text(path), kind: .email))
        }
        var skipped = 0
        for path in files(under: "email/eml", suffix: ".eml") {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            // The core's reader; plain-text bodies (escaped into <pre>) hold no markup worth sanitising here.
            guard let message = try? MailMessage(rfc822: data) else {
                skipped += 1
                continue
            }
            if let body = message.body, body.source == .html {
                documents.append(Document(name: path, html: body.html, kind: .email))
            }
        }
        return SafeContentCorpus(documents: documents, skippedParts: skipped)
    }

    /// Relative paths of the files under `folder` (recursively) ending in `suffix`, sorted.
    static func files(under folder: String, suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix(suffix) { found.append(folder + "/" + item) }
        }
        return found.sorted()
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Every http(s) URL of `html` pointed at `origin` (a distinct path each, ending in .png so it looks loadable).
    static func rewrite(_ html: String, to origin: String) -> (html: String, urls: Int) {
        let pattern = try! NSRegularExpression(pattern: "https?://[^\\s\"'()<>]+", options: [.caseInsensitive])
        let source = html as NSString
        let matches = pattern.matches(in: html, range: NSRange(location: 0, length: source.length))
        guard !matches.isEmpty else { return (html, 0) }
        var output = ""
        var last = 0
        for (index, match) in matches.enumerated() {
            output += source.substring(with: NSRange(location: last, length: match.range.location - last))
            output += "\(origin)/r\(index).png"
            last = match.range.location + match.range.length
        }
        output += source.substring(from: last)
        return (output, matches.count)
    }
}

/// Why the corpus could not be read.
enum CorpusError: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
        switch self {
        case .missing(let path): "the corpus is missing: expected ../shared/corpus next to the package, at \(path)"
        }
    }
}
