import Foundation

/// How much each figure measures; `--smoke` shrinks everything to a few iterations for CI.
struct BenchSettings: Sendable {
    var smoke = false
    /// Repeats of each alternating measurement.
    var iterations = 3
    /// Corpus documents per pass for R1, R3 and memory (nil: the whole corpus).
    var documents: Int?
    /// Documents rendered by each side of R4.
    var poolDocuments = 200
    var corpusRoot = URL(fileURLWithPath: "../shared/corpus")
    var domPurifyPath: String?
    /// The long-form set's folder (``LongFormSet``).
    var longFormFolder = LongFormSet.defaultFolder
    /// R7's medium and large documents (real pages of about 250 kB and 1 MB).
    var coldPages = [
        URL(fileURLWithPath: "/usr/share/doc/nodejs/api/errors.html"),
        URL(fileURLWithPath: "/usr/share/doc/python3.11/html/library/os.html"),
    ]
    /// What R7 has both sides write.
    var coldOutputs = ColdProcessFigure.Output.allCases
    /// R13's pages, concatenated in this order (and again) up to each size.
    var seriesPages: [URL] = []
    /// Figure keys to run (empty: all).
    var only: Set<String> = []

    func wants(_ key: String) -> Bool { only.isEmpty || only.contains(key) }

    var rttCalls: Int { smoke ? 20 : 100 * iterations }
    var burstSize: Int { smoke ? 100 : 1000 }
    var bursts: Int { smoke ? 2 : 4 * iterations }
    /// Passes over the sanitizer corpus per contender; the first is a warm-up and is dropped.
    var sanitizerPasses: Int { smoke ? 2 : 2 * iterations + 1 }
    /// R4 alternates its sides every this many documents.
    var poolChunk: Int { smoke ? 2 : 20 }
    var routeRules: Int { 1000 }
    var routeURLs: Int { smoke ? 200 : 1000 }
    var routePasses: Int { smoke ? 1 : iterations }
    /// Cold whole-process runs of each side of R7.
    var coldRuns: Int { smoke ? 1 : 4 * iterations }
    /// Whole-batch runs of each side of R6.
    var batchRuns: Int { smoke ? 1 : iterations }

    var soakRenders: Int { smoke ? 20 : 1000 }
    var soakKills: Int { smoke ? 3 : 100 }
    /// The huge documents at full size (100,000 divs, 1,000,000 wbr, 10 MB), or a tenth for a smoke.
    var hugeScale: Double { smoke ? 0.1 : 1 }

    /// What the JSON's "settings" records.
    var recorded: [String: String] {
        [
            "smoke": "\(smoke)", "iterations": "\(iterations)", "documents": documents.map(String.init) ?? "all",
            "poolDocuments": "\(poolDocuments)", "corpus": corpusRoot.path,
            "dompurify": domPurifyPath ?? "(none)", "longForm": longFormFolder,
            "coldPages": coldPages.map(\.path).joined(separator: " "),
            "coldOutputs": coldOutputs.map(\.rawValue).joined(separator: " "),
            "seriesPages": seriesPages.map(\.path).joined(separator: " "),
        ]
    }
}
