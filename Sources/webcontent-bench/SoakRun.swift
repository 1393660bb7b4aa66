import BridgeFuzz
import Foundation
import WebContentCore

/// `--soak`: renders, kills, a step that never answers and pathological documents; a summary or one JSON object.
@MainActor
struct SoakRun {
    let settings: BenchSettings

    func execute(json: Bool) async throws -> String {
        let corpus = try Corpus.load(root: settings.corpusRoot)
        var results = SoakResults()
        results.settings = settings.recorded
        #if os(Linux)
        Progress.log("soak: \(settings.soakRenders) renders in one engine")
        results.renders = try await Soak(documents: corpus.documents).renders(settings.soakRenders)
        Progress.log("soak: \(settings.soakKills) web-process kills during renders")
        results.kills = try await Soak(documents: corpus.documents).kills(settings.soakKills)
        Progress.log("soak: a step that never answers")
        if let first = corpus.documents.first {
            results.timeout = try await SoakTimeout(document: first).run()
            let size = settings.smoke ? BridgeFuzz.Size(raw: 1_000, sends: 500, calls: 200) : BridgeFuzz.soak
            Progress.log("soak: the bridge fuzz, \(size.raw) + \(size.sends) + \(size.calls) messages")
            results.fuzz = try await SoakFuzz(document: first, size: size).run()
        }
        results.documents = await SoakDocuments(
            scale: settings.hugeScale, deadline: settings.smoke ? .seconds(30) : .seconds(180)
        ).run()
        #else
        throw BenchError.missing("no web engine adapter for this platform in webcontent-bench")
        #endif
        let summary = Self.summary(results)
        guard json else { return summary }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(["soak": results]), as: UTF8.self)
    }

    /// A human summary of the soak.
    static func summary(_ results: SoakResults) -> String {
        let r = results.renders
        let k = results.kills
        let t = results.timeout
        let f = results.fuzz
        var lines = [
            "| part | result | goal | met |",
            "|---|---|---|---|",
            "| \(r.renders) renders in one engine | RSS (app + WebKit processes) \(Format.number(r.rssAtWarmUpMiB)) MiB after \(r.warmUpRenders) renders -> \(Format.number(r.rssAtEndMiB)) MiB at the end: \(Format.number(r.growthPercent))%; \(r.failures) failed | growth < 10% | \(r.met ? "yes" : "NO") |",
            "| \(k.kills) web-process kills during renders | \(k.survivedSameHeight) recovered with the same height (\(k.landedMidRender) kills landed mid-render); \(k.failed) failed, \(k.differentHeight) other height, \(k.hung) hung | all recover | \(k.met ? "yes" : "NO") |",
            "| bridge fuzz: \(f.raw) raw router messages, \(f.sends) sends, \(f.calls) raw call-channel messages (fixed seeds) | \(f.rawSettled) + \(f.sendsSettled) + \(f.callsSettled) settled (\(f.rawAnswered) router answers, \(f.goodEchoed) well-formed sends echoed, \(f.callsRejected) call-channel messages rejected) in \(Format.number(f.elapsedMs)) ms; bridge answers after: \(f.bridgeAnswersAfter ? "yes" : "no")\(f.error.map { "; \($0)" } ?? "") | all settle, bridge still works | \(f.met ? "yes" : "NO") |",
            "| step that never answers (debug.wait 60 s, timeout 0.5 s) | \(t.hung ? "HUNG" : "returned after \(Format.number(t.elapsedMs)) ms"); step: \(t.stepFailure ?? "no failure recorded"); height \(Format.number(t.heightMeasured)) | timeout, no hang | \(t.met ? "yes" : "NO") |",
        ]
        for document in results.documents {
            var outcome = "\(document.outcome) in \(Format.number(document.elapsedMs)) ms"
            if let height = document.height { outcome += ", height \(Format.number(height))" }
            if let error = document.error { outcome += ": \(error)" }
            if let failure = document.stepFailures.first { outcome += "; \(failure)" }
            lines.append(
                "| \(document.name) (\(document.bytes) bytes) | \(outcome) | a clear result, no crash | \(document.outcome.isEmpty ? "NO" : "yes") |"
            )
        }
        if let problem = k.firstProblem { lines.append("\nfirst kill problem: \(problem)") }
        return lines.joined(separator: "\n")
    }
}
