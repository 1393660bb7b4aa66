import Foundation
import WebContentConformance
import WebContentCore

/// One corpus document, read as UTF-8 (invalid bytes replaced), with the preset it is rendered under.
struct CorpusDocument: Sendable {
    let name: String
    let html: String
    let preset: WebViewPreset
    /// UTF-8 bytes, for MB/s.
    let bytes: Int

    var content: ContentDocument { ContentDocument(html: html, baseURL: nil) }
    /// What the sanitizer is told about remote content: mail blocks it, posts allow it (the presets' defaults).
    var policy: RemoteContentPolicy { preset == .email ? .block : .allow }
}

/// The benchmark's inputs: the blog posts and e-mail templates of ../shared/corpus (194 documents, 1.49 MB).
struct Corpus: Sendable {
    let documents: [CorpusDocument]

    var bytes: Int { documents.reduce(0) { $0 + $1.bytes } }

    /// Reads `root`/blog/**.html (as posts) and `root`/email/templates/**.html (as e-mail), sorted by path; with
    /// `imageOrigin`, every http(s) URL of every document points there (both sides of a figure load the same).
    static func load(root: URL, imageOrigin: String? = nil) throws -> Corpus {
        let blog = try htmlFiles(under: root.appendingPathComponent("blog"))
        let email = try htmlFiles(under: root.appendingPathComponent("email/templates"))
        guard !blog.isEmpty || !email.isEmpty else {
            throw BenchError.missing("no .html documents under \(root.path)/blog or \(root.path)/email/templates")
        }
        let documents =
            try blog.map { try read($0, root: root, preset: .post) }
            + email.map { try read($0, root: root, preset: .email) }
        guard let imageOrigin else { return Corpus(documents: documents) }
        return Corpus(
            documents: documents.map { document in
                let html = LoopbackURLs.rewrite(document.html, to: imageOrigin).html
                return CorpusDocument(name: document.name, html: html, preset: document.preset, bytes: html.utf8.count)
            })
    }

    /// The first `count` documents, cycling through the corpus when it has fewer.
    func cycled(_ count: Int) -> [CorpusDocument] {
        guard !documents.isEmpty else { return [] }
        return (0..<max(0, count)).map { documents[$0 % documents.count] }
    }

    private static func read(_ url: URL, root: URL, preset: WebViewPreset) throws -> CorpusDocument {
        let data = try Data(contentsOf: url)
        let html = String(decoding: data, as: UTF8.self)
        let name = String(url.path.dropFirst(root.path.count + 1))
        return CorpusDocument(name: name, html: html, preset: preset, bytes: html.utf8.count)
    }

    private static func htmlFiles(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "html" {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}

extension [CorpusDocument] {
    /// The document every warm-up renders first; a figure without documents cannot be measured.
    func warmUpDocument() throws -> CorpusDocument {
        guard let first else { throw BenchError.missing("no documents") }
        return first
    }
}

/// Why a run could not start or a figure could not be measured.
enum BenchError: Error, CustomStringConvertible {
    case missing(String)
    case failed(String)

    var description: String {
        switch self {
        case .missing(let what): "missing: \(what)"
        case .failed(let what): what
        }
    }
}
