import Foundation
import RealEngineSuites
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

/// Every corpus document through the whole module under the e-mail preset, once for three tests.
///
/// Each of the three checks a property of every document under that configuration: no request leaves (``GTKContentSafetySuite/SafeContentCorpusTests``),
/// heights are stable and match the snapshot (``GTKContentSafetySuite/SafeContentHeightTests``), and no newsletter
/// or post collapses (``GTKEngineSuite/QuoteCollapseTests``). Whichever runs first pays for the pass; the others read
/// what it recorded.
///
/// The pass: the tripwire's control first (the post preset, `allow`, on 30 documents with remote images, each
/// timed from its settled render to its first request's arrival, 0 when that came during the render), then one
/// engine and one module under the e-mail preset: every document with its remote URLs pointed at its own paths on
/// the tripwire, watched after its settled render for at least the slowest control's latency; then every document
/// again, each followed by its snapshot. Timed from the settled render, not its start: a render's own length (a
/// cold engine's first, a long document's) is no detection latency.
@MainActor
struct EmailCorpusPass: Sendable {
    /// What became of one document.
    struct Rendered: Sendable {
        let name: String
        var failure: String?
        var height = 0.0
        var remoteBlocked = 0
        var trackers = 0
        var collapseRan = false
        var collapsedQuotes = 0
        var collapsedSignatures = 0
        /// Whether a request for the document's own paths reached the tripwire.
        var leaked = false
        var secondHeight: Double?
        var snapshotHeight: Int?
    }

    let corpus: SafeContentCorpus
    /// Whether the corpus read matches `find`'s count.
    let census: Bool
    /// The control under allow: documents tried, those whose images arrived, and the requests they made.
    let controlDocuments: Int
    let controlArrived: [String]
    let controlRequests: Int
    /// The controls' latencies ("n controls fired, median, slowest") and the window each blocked document got.
    let controlSummary: String
    let window: Duration
    let documents: [Rendered]
    /// Documents whose URLs were rewritten, and the requests under block (any document, either pass).
    let rewritten: Int
    let blockedRequests: [String]

    static let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 400).build()

    private static var pass: Task<EmailCorpusPass, any Error>?

    /// The pass, run by the first caller.
    static func shared() async throws -> EmailCorpusPass {
        if let pass { return try await pass.value }
        let task = Task { try await run() }
        pass = task
        return try await task.value
    }

    private static func run() async throws -> EmailCorpusPass {
        let corpus = try SafeContentCorpus.load()
        let census = try await corpus.matchesCensus()
        let tripwire = try await LoopbackImageServer()
        defer { tripwire.stop() }
        func arrival(_ paths: String) -> ContinuousClock.Instant? {
            tripwire.requestsWithHeaders.first { $0.target.hasPrefix(paths + "/") }?.arrived
        }

        let withImages = corpus.documents.filter {
            $0.html.range(of: "<img[^>]+src=[\"']?https?://", options: [.regularExpression, .caseInsensitive])
                != nil
        }
        let subset = Array(withImages.prefix(30))
        var controls = ControlLatencies()
        let allow = WebViewConfiguratorFactory.make(.post).set(viewportWidth: 400).build()
        let arrived = try await EngineFixture.with(allow) { engine in
            let module = ContentAssembly.assemble(engine: engine)
            var arrived: [String] = []
            for (index, document) in subset.enumerated() {
                let paths = "/a\(index)"
                let (html, _) = SafeContentCorpus.rewrite(document.html, to: tripwire.origin + paths)
                _ = await module.renderAndWait(ContentDocument(html: html))
                if await controls.wait(from: ContinuousClock.now, { arrival(paths) }) {
                    arrived.append(document.name)
                }
            }
            return arrived
        }
        let controlRequests = tripwire.count

        var rewritten = 0
        let documents = try await EngineFixture.with(configuration) { engine in
            let module = ContentAssembly.assemble(engine: engine)
            var documents: [Rendered] = []
            var sources: [String] = []
            for (index, document) in corpus.documents.enumerated() {
                let paths = "/b\(index)"
                let (html, urls) = SafeContentCorpus.rewrite(document.html, to: tripwire.origin + paths)
                if urls > 0 { rewritten += 1 }
                sources.append(html)
                var rendered = Rendered(name: document.name)
                switch await module.renderAndWait(ContentDocument(html: html)) {
                case .failure(let error): rendered.failure = "\(error)"
                case .success(let result):
                    rendered.height = result.height
                    rendered.remoteBlocked = (result.report(SanitizerReport.self)?.remoteBlocked ?? 0)
                    rendered.trackers = (result.report(SanitizerReport.self)?.trackersBlocked ?? 0)
                    rendered.collapseRan = result.stepMilliseconds[RenderStepName.collapseQuotes] != nil
                    rendered.collapsedQuotes = (result.report(QuotesReport.self)?.collapsed ?? 0)
                    rendered.collapsedSignatures = (result.report(QuotesReport.self)?.signatures ?? 0)
                }
                await controls.watch(from: ContinuousClock.now)
                rendered.leaked = arrival(paths) != nil
                documents.append(rendered)
            }
            // Each again, after another document, then its snapshot.
            for index in corpus.documents.indices {
                guard case .success(let result) = await module.renderAndWait(ContentDocument(html: sources[index]))
                else { continue }
                documents[index].secondHeight = result.height
                documents[index].snapshotHeight = Self.pngHeight(try await engine.snapshotPNG())
            }
            return documents
        }
        return EmailCorpusPass(
            corpus: corpus, census: census, controlDocuments: subset.count, controlArrived: arrived,
            controlRequests: controlRequests, controlSummary: controls.summary, window: controls.window,
            documents: documents, rewritten: rewritten,
            blockedRequests: tripwire.requests.filter { $0.hasPrefix("/b") })
    }

    /// The pixel height in a PNG's IHDR chunk.
    static func pngHeight(_ png: Data) -> Int? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
