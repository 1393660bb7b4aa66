#if os(Linux)
import WebContentCore
import WebContentGTK

/// R1: a warm render through the whole module against a bare page load plus one height read.
struct RenderFigure: CorpusFigure {
    static let spec = FigureSpec.r1

    let passes: Int

    func measure(_ documents: [CorpusDocument], into figure: inout Figure, first: CorpusDocument) async throws {
        let warm = try await BenchEngines.warmModule(first: first)
        let bare = try await BenchEngines.warmBare(first: first, orClosing: warm)
        var ours = Samples()
        var reference = Samples()
        var failures: [String] = []
        var bareFailures = 0
        var steps: [String: Samples] = [:]
        for _ in 0..<passes {
            for document in documents {
                let start = ContinuousClock.now
                let result = await warm.module.renderAndWait(document.content)
                ours.add(milliseconds(since: start))
                switch result {
                case .failure(let error): failures.append("\(document.name): \(error)")
                case .success(let rendered):
                    if let failure = rendered.failures.first {
                        failures.append("\(document.name): step \(failure.step) \(failure.error)")
                    }
                    for (step, ms) in rendered.stepMilliseconds { steps[step, default: Samples()].add(ms) }
                }
                let bareStart = ContinuousClock.now
                do {
                    try await BenchEngines.bareLoad(bare, document)
                    reference.add(milliseconds(since: bareStart))
                } catch {
                    bareFailures += 1
                }
            }
        }
        await warm.close()
        await bare.close()
        if let summary = ours.summary {
            figure.ours = .init(
                label: "ContentModule.renderAndWait on a warm module (compose, sanitize, steps, height)",
                summary: summary)
        }
        if let summary = reference.summary {
            figure.reference = .init(
                label: "loadHTML of the raw document + scrollHeight, trusted engine, no scripts", summary: summary)
        }
        figure.notes.append("\(documents.count) documents x \(passes) passes, sides alternating per document")
        figure.notes.append(
            "module renders with a failure or failed step: \(failures.count); bare loads failed: \(bareFailures)")
        let breakdown = steps.sorted { $0.key < $1.key }
            .map { "\($0.key) \(Format.number($0.value.median ?? 0))" }.joined(separator: ", ")
        figure.notes.append(
            "our render's steps, median ms each (timed from Swift, a round trip each; when the engine runs them in one "
                + "call, each in the page, at its clock's resolution): \(breakdown)")
        if let firstFailure = failures.first { figure.notes.append("first failure: \(firstFailure)") }
    }
}
#endif
