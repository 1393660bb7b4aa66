import Foundation
import WebContentCore
import WebContentLoopback

/// The figures of one run, in an order that keeps the engine-free one away from engine noise.
@MainActor
struct BenchRun {
    let settings: BenchSettings

    func execute(json: Bool) async throws -> String {
        // Posts render under allow: their images come from a loopback origin, as a network would serve them.
        let images = try await LoopbackImageServer(lifetime: nil, maxRequests: nil)
        defer { images.stop() }
        let corpus = try Corpus.load(root: settings.corpusRoot, imageOrigin: images.origin)
        Progress.log("remote images of the corpus served by \(images.origin)")
        let documents = Array(corpus.documents.prefix(settings.documents ?? corpus.documents.count))
        Progress.log(
            "corpus: \(corpus.documents.count) documents, \(corpus.bytes) bytes; using \(documents.count) per pass")
        var report = BenchReport()
        report.settings = settings.recorded
        if settings.wants("R5") {
            Progress.log("R5: route decisions")
            do {
                for figure in try RouteFigures(settings: settings).measure() { report.add(figure) }
            } catch {
                report.add(.unavailable(.r5, reason: "\(error)"))
            }
        }
        await engineFigures(into: &report, documents: documents, corpus: corpus)
        let table = report.table()
        guard json else { return table }
        FileHandle.standardError.write(Data((table + "\n").utf8))
        return try report.json()
    }

    private func engineFigures(into report: inout BenchReport, documents: [CorpusDocument], corpus: Corpus) async {
        #if os(Linux)
        if settings.wants("R1") {
            Progress.log("R1: warm module render vs bare load")
            await add(into: &report, RenderFigure(passes: settings.iterations), on: documents)
        }
        if settings.wants("R2") || settings.wants("R3") {
            await contentWorldFigures(into: &report, documents: documents)
        }
        if settings.wants("R4") {
            Progress.log("R4: pool vs new engine per document")
            await add(
                into: &report, PoolFigure(chunk: settings.poolChunk), on: corpus.cycled(settings.poolDocuments))
        }
        if settings.wants("R6") {
            Progress.log("R6: the blog set to PNG, webcontent against warm headless Chromium")
            let blog = corpus.documents.filter { $0.preset == .post }.prefix(settings.smoke ? 5 : .max)
                .map { settings.corpusRoot.appendingPathComponent($0.name) }
            let (figure, reason) = BatchFigure.locate(.r6, files: Array(blog), runs: settings.batchRuns)
            await addPeer(figure, reason: reason, into: &report, .r6)
        }
        if settings.wants("R6") {
            Progress.log("R6long: the long-form set to PNG, webcontent against warm headless Chromium")
            let files = Array(LongFormSet.files(in: settings.longFormFolder).prefix(settings.smoke ? 2 : .max))
            let (figure, reason) = BatchFigure.locate(.r6Long, files: files, runs: settings.batchRuns)
            await addPeer(
                figure, reason: files.isEmpty ? "no long-form files in \(settings.longFormFolder)" : reason,
                into: &report, .r6Long)
        }
        if settings.wants("R8") {
            Progress.log("R8: render time per MB, largest vs median long-form document")
            let files = Array(LongFormSet.files(in: settings.longFormFolder).prefix(settings.smoke ? 3 : .max))
            await add(into: &report, .r8) {
                let webcontent = try PeerPrograms.requiredWebcontent()
                return [try LinearityFigure(files: files, webcontent: webcontent, runs: settings.batchRuns).measure()]
            }
        }
        if settings.wants("R7") {
            Progress.log("R7: one document per process, small to large, JSON, PDF and PNG, against headless Chromium")
            let small = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent("Examples/blog-post.html")
            var documents: [(size: String, URL)] = [("", small)]
            if !settings.smoke {
                documents += zip(FigureSpec.r7Sizes.dropFirst(), settings.coldPages).map { ($0, $1) }
            }
            // The page cache cold too, outside the smoke run (dropping it is the machine's, not CI's, to do).
            for output in settings.coldOutputs {
                for (size, document) in documents {
                    for cold in settings.smoke ? [false] : [false, true] {
                        let spec = FigureSpec.r7(output, size: size, cold: cold)
                        let (figure, reason) = ColdProcessFigure.locate(
                            spec, document: document, output: output, runs: settings.coldRuns, coldCache: cold)
                        await addPeer(figure, reason: reason, into: &report, spec)
                    }
                }
            }
        }
        if settings.wants("R13") {
            Progress.log("R13: each render step over 1, 2, 4 and 8 MB of real pages concatenated")
            await add(into: &report, .r13) {
                let webcontent = try PeerPrograms.requiredWebcontent()
                guard !settings.seriesPages.isEmpty else {
                    throw BenchError.missing(
                        "no --series-page given (real pages to concatenate, e.g. a 1 MB Wikipedia article)")
                }
                return [
                    try StepSeriesFigure(
                        pages: settings.seriesPages, webcontent: webcontent, runs: settings.batchRuns,
                        megabytes: settings.smoke ? [1, 2] : [1, 2, 4, 8]
                    ).measure()
                ]
            }
        }
        if settings.wants("R11") {
            Progress.log(
                "R11: webcontent serve under 8 clients, against the batch command and a Chromium HTTP renderer")
            let blog = corpus.documents.filter { $0.preset == .post }.prefix(settings.smoke ? 5 : .max)
                .map { settings.corpusRoot.appendingPathComponent($0.name) }
            await add(into: &report, .r11Batch) {
                let webcontent = try PeerPrograms.requiredWebcontent()
                guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
                    throw BenchError.missing("the Resources folder of webcontent-bench")
                }
                return try ServeFigure(
                    files: Array(blog), webcontent: webcontent,
                    python: PeerPrograms.hasPlaywright ? PeerPrograms.playwrightPython : nil,
                    resources: resources, runs: settings.batchRuns,
                    memoryRenders: settings.smoke ? (10, 20) : (50, 1000)
                ).measure()
            }
        }
        if settings.wants("R9") {
            Progress.log("R9: the reader window on a 50-message thread, against its newest message alone")
            await add(into: &report, .r9) {
                let webcontent = try PeerPrograms.requiredWebcontent()
                return [try ReaderThreadFigure(webcontent: webcontent, runs: settings.coldRuns).measure()]
            }
        }
        // R10 and R12 page through a thread in the reader, every message open; they differ in what they read.
        let readerFigures: [(key: String, spec: FigureSpec, messages: Int, what: String, measure: ReaderRun)] = [
            (
                "R10", .r10Engines, settings.smoke ? 12 : 200, "parked against kept engines",
                { try await ReaderScrollFigure(webcontent: $0, messages: $1).measure() }
            ),
            (
                "R12", .r12Blank, settings.smoke ? 20 : 100, "every 0.5 s: blank screens and web processes",
                { try await ReaderPagingFigure(webcontent: $0, messages: $1).measure() }
            ),
        ]
        for reader in readerFigures where settings.wants(reader.key) {
            Progress.log(
                "\(reader.key): Page Down through \(reader.messages) open messages in the reader, \(reader.what)")
            await add(into: &report, reader.spec) {
                try await reader.measure(try PeerPrograms.requiredWebcontent(), reader.messages)
            }
        }
        if settings.wants("memory") {
            Progress.log("memory: warm module engine vs bare engine")
            await add(into: &report, MemoryFigure(), on: documents)
        }
        #else
        for spec in FigureSpec.all where !spec.key.hasPrefix("R5") {
            report.add(.unavailable(spec, reason: "no web engine adapter for this platform in webcontent-bench"))
        }
        #endif
    }

    #if os(Linux)
    /// Adds what `figure` measures on `documents`, or the figure unavailable with the error that stopped it.
    private func add(
        into report: inout BenchReport, _ figure: some CorpusFigure, on documents: [CorpusDocument]
    ) async {
        await add(into: &report, type(of: figure).spec) {
            [try await figure.measure(documents)]
        }
    }

    /// A reader figure's measure, given the webcontent binary and the thread's length.
    private typealias ReaderRun = (URL, Int) async throws -> [Figure]

    /// R2 and R3 share one warm module engine with the benchmark's page helpers in its content world.
    private func contentWorldFigures(into report: inout BenchReport, documents: [CorpusDocument]) async {
        let counter = BurstCounter()
        let warm: WarmModule
        do {
            warm = try await BenchEngines.warmModule(
                BenchEngines.contentConfiguration(strategies: [counter]), first: try documents.warmUpDocument())
            try await warm.installHelpers()
        } catch {
            for spec in [FigureSpec.r2RoundTrip, .r2Throughput, .r3, .r3Floor] {
                report.add(.unavailable(spec, reason: "\(error)"))
            }
            return
        }
        if settings.wants("R2") {
            Progress.log("R2: bridge round trip and burst throughput")
            let bridge = BridgeFigures(warm: warm, counter: counter, settings: settings)
            await add(into: &report, .r2RoundTrip) {
                [try await bridge.roundTrip()]
            }
            await add(into: &report, .r2Throughput) {
                [try await bridge.throughput()]
            }
        }
        if settings.wants("R3") {
            Progress.log("R3: sanitizer vs DOMPurify and vs the parse-and-walk floor")
            await add(into: &report, .r3) {
                try await SanitizerFigures(warm: warm, documents: documents, settings: settings).measure()
            }
        }
        await warm.close()
    }
    #endif

    /// Adds a figure measured against a peer program, or says why the peer cannot run here.
    private func addPeer(
        _ figure: (any PeerFigure)?, reason: String?, into report: inout BenchReport, _ spec: FigureSpec
    ) async {
        guard let figure else {
            report.add(.unavailable(spec, reason: reason ?? "unavailable"))
            return
        }
        await add(into: &report, spec) { [try figure.measure()] }
    }

    /// Adds what `measure` returns, or the figure of `spec` as unavailable with the error that stopped it.
    private func add(into report: inout BenchReport, _ spec: FigureSpec, _ measure: () async throws -> [Figure]) async {
        do {
            for figure in try await measure() { report.add(figure) }
        } catch {
            report.add(.unavailable(spec, reason: "\(error)"))
        }
    }
}
