import Foundation
import WebContentCore
import WebContentMail

/// Every document the dark-mode guarantee is checked on: the blog posts, the e-mail templates, the body of every
/// .eml message (HTML or text), and the bundled Examples.
enum DarkModeCorpus {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static func load() throws -> [SafeContentCorpus.Document] {
        var documents: [SafeContentCorpus.Document] = []
        for path in try SafeContentCorpus.files(under: "blog", suffix: ".html") {
            documents.append(.init(name: path, html: try SafeContentCorpus.text(path)))
        }
        for path in try SafeContentCorpus.files(under: "email/templates", suffix: ".html") {
            documents.append(.init(name: path, html: try SafeContentCorpus.text(path)))
        }
        for path in try SafeContentCorpus.files(under: "email/eml", suffix: ".eml") {
            let data = try Data(contentsOf: SafeContentCorpus.root.appendingPathComponent(path))
            guard let body = try MailMessage(rfc822: data).body else { throw CorpusError.unreadable(path, "no body") }
            documents.append(.init(name: path, html: body.html))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".html") }
        guard !names.isEmpty else { throw CorpusError.missing(examples.path) }
        for name in names.sorted() {
            let html = String(decoding: try Data(contentsOf: examples.appendingPathComponent(name)), as: UTF8.self)
            documents.append(
                .init(name: "Examples/" + name, html: html))
        }
        return documents
    }
}
