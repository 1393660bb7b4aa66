import ArgumentParser
import Foundation

/// `webcontent-bench`: WebContentKit against the bare engine, measured side by side in one process.
@main
struct WebContentBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "webcontent-bench",
        abstract: "Measure WebContentKit against the bare engine, side by side in one process (release build).",
        discussion: """
            Each figure alternates its two sides (ABAB...) in this process and reports medians, quartiles and the \
            ratio against its goal: R1 warm module render vs bare load, R2rtt bridge call vs evaluate-JS, \
            R2throughput batched page-to-Swift burst vs one postMessage per message, R3 sanitizer vs DOMPurify \
            (from DOMPURIFY_JS), R3floor sanitizer vs DOMParser parse and walk, R4 pooled engines vs a new engine \
            per document, R5ns/R5 route decision vs per-rule regular expressions, memory vs a bare engine.
            --soak runs the soak and fault run instead. Times are measurements, never assertions: the exit \
            status is 0 when every part ran, 1 when the run could not start.
            """)

    @Flag(help: "Print one JSON object on standard output (the table goes to standard error).")
    var json = false

    @Flag(help: "A few iterations of every figure (for CI); asserts nothing about time.")
    var smoke = false

    @Flag(
        help:
            "The soak and fault run: 1,000 renders, web-process kills, a step that never answers, the bridge fuzz's large run, huge documents."
    )
    var soak = false

    @Option(help: "Repeats of each alternating measurement (default 3; 1 with --smoke).")
    var iterations: Int?

    @Option(help: "Corpus documents per pass for R1, R3 and memory (default: all 194; 6 with --smoke).")
    var documents: Int?

    @Option(help: "Documents each side of R4 renders (default 200; 6 with --smoke).")
    var poolDocuments: Int?

    @Option(help: "The corpus folder (blog/ and email/templates/).")
    var corpus = "../shared/corpus"

    @Option(help: "DOMPurify 3.x purify.js for R3 (default: $DOMPURIFY_JS).")
    var dompurify: String?

    @Option(
        help:
            "The long-form set of R6long and R8: a folder of long HTML pages (default: Node.js's and Python's manuals)."
    )
    var longForm = LongFormSet.defaultFolder

    @Option(
        parsing: .upToNextOption,
        help: "R7's medium and large documents, in that order (default: Node.js's errors.html and Python's os.html).")
    var coldPages: [String] = []

    @Option(parsing: .upToNextOption, help: "What R7 has both sides write (json pdf png; default: all three).")
    var coldOutputs: [String] = []

    @Option(
        help: "A real page for R13, repeatable: the pages are concatenated in order, and again, up to 1, 2, 4 and 8 MB."
    )
    var seriesPage: [String] = []

    @Option(
        parsing: .upToNextOption, help: "Run only these figures (R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 memory).")
    var only: [String] = []

    func validate() throws {
        if let iterations, !(1...1000).contains(iterations) { throw ValidationError("--iterations must be 1...1000") }
        if let documents, documents < 1 { throw ValidationError("--documents must be at least 1") }
        if let poolDocuments, poolDocuments < 1 { throw ValidationError("--pool-documents must be at least 1") }
        let known: Set = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "memory"]
        if let unknown = only.first(where: { !known.contains($0) }) {
            throw ValidationError("--only takes R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 memory, not \(unknown)")
        }
        if !coldPages.isEmpty && coldPages.count != 2 {
            throw ValidationError("--cold-pages takes two files: the medium and the large document")
        }
        if let unknown = coldOutputs.first(where: { ColdProcessFigure.Output(rawValue: $0) == nil }) {
            throw ValidationError("--cold-outputs takes json pdf png, not \(unknown)")
        }
    }

    func run() async throws {
        var settings = BenchSettings()
        settings.smoke = smoke
        settings.iterations = iterations ?? (smoke ? 1 : 3)
        settings.documents = documents ?? (smoke ? 6 : nil)
        settings.poolDocuments = poolDocuments ?? (smoke ? 6 : 200)
        settings.corpusRoot =
            corpus.hasPrefix("/")
            ? URL(fileURLWithPath: corpus).standardized
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(corpus).standardized
        settings.domPurifyPath = dompurify ?? ProcessInfo.processInfo.environment["DOMPURIFY_JS"]
        settings.only = Set(only)
        settings.longFormFolder = longForm
        if !coldPages.isEmpty { settings.coldPages = coldPages.map { URL(fileURLWithPath: $0).standardized } }
        if !coldOutputs.isEmpty { settings.coldOutputs = coldOutputs.compactMap(ColdProcessFigure.Output.init) }
        settings.seriesPages = seriesPage.map { URL(fileURLWithPath: $0).standardized }
        // Quieter WebKit logs; set before GTK starts.
        setenv("GTK_A11Y", "none", 0)
        setenv("WEBKIT_A11Y_BUS_ADDRESS", "", 0)
        let output: String
        if soak {
            output = try await SoakRun(settings: settings).execute(json: json)
        } else {
            output = try await BenchRun(settings: settings).execute(json: json)
        }
        ExitGuard.write(output)
    }
}
