#if os(Linux)
import WebContentConformance
import WebContentCore

/// Fault run: a render step that never answers must end in a timeout failure for that step, not a hang.
@MainActor
struct SoakTimeout {
    let document: CorpusDocument

    func run() async throws -> SoakResults.Timeout {
        var result = SoakResults.Timeout()
        let step = RenderStep(
            "debug.wait", payload: .object(["ms": .number(result.askedToWaitMs)]),
            timeout: .milliseconds(Int64(result.stepTimeoutMs)))
        let factory = RenderStrategyFactory(additionalSteps: [step])
        let warm = try await BenchEngines.warmModule(
            BenchEngines.contentConfiguration(), first: document, scriptProvider: ConformanceScripts.provider,
            renderStrategyFactory: factory)
        let start = ContinuousClock.now
        let outcome = await OperationDeadline.run(within: .seconds(20)) {
            await warm.module.renderAndWait(document.content)
        }
        result.elapsedMs = milliseconds(since: start)
        switch outcome {
        case nil:
            result.hung = true
        case .failure(let error)?:
            result.stepFailure = "the whole render failed: \(error)"
        case .success(let rendered)?:
            result.rendered = true
            result.heightMeasured = rendered.height
            result.stepFailure = rendered.failures.first { $0.step == "debug.wait" }?.error
        }
        await warm.close()
        let timedOut = result.stepFailure?.contains("did not answer") ?? false
        result.met = !result.hung && result.rendered && timedOut && result.elapsedMs < 10_000
        return result
    }
}
#endif
