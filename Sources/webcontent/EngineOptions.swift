import ArgumentParser
import Foundation

/// How many warm engines render and how long a document may take: the options `render` and `serve` share, checked
/// and read one way.
struct EngineOptions: ParsableArguments, Sendable {
    @Option(
        help: ArgumentHelp(
            "Warm engines rendering side by side, each on its own web process (default: 2, or 1 on a single core).",
            valueName: "N"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Seconds one document may take before it fails and its engine is replaced (an engine's start, its web process included, is not the document's: it has \(Int(RenderWorker.startBudget.seconds)) s); the service also answers 503 to a request that waited as long for an engine.",
            valueName: "SECONDS"))
    var timeout: Double = 10

    func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be more than 0 and at most 3600 seconds")
        }
        if let jobs, !(1...16).contains(jobs) { throw ValidationError("--jobs must be between 1 and 16") }
    }

    /// `--jobs`, or 2 where there are two cores or more.
    var engineCount: Int { jobs ?? min(2, ProcessInfo.processInfo.activeProcessorCount) }

    /// `--timeout` as a duration, to the millisecond.
    var documentTimeout: Duration { .milliseconds(Int64((timeout * 1000).rounded())) }
}
