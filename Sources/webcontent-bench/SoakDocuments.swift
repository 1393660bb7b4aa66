#if os(Linux)
import WebContentCore
import WebContentGTK

/// Fault run: each pathological document rendered in its own new engine, with a deadline; a clear outcome each.
@MainActor
struct SoakDocuments {
    let scale: Double
    let deadline: Duration

    func run() async -> [SoakResults.Document] {
        var results: [SoakResults.Document] = []
        for input in HugeDocuments.make(scale: scale) {
            Progress.log("soak: \(input.name)")
            results.append(await render(input))
        }
        return results
    }

    private func render(_ input: HugeDocuments.Input) async -> SoakResults.Document {
        var result = SoakResults.Document(name: input.name, bytes: input.html.utf8.count)
        // A longer step budget than the presets' 5 s: the question is whether the engine copes, not how fast.
        let configuration = BenchEngines.contentConfiguration(stepTimeout: .seconds(30))
        let engine: GTKWebEngine
        do {
            engine = try await GTKWebEngine.make(configuration: configuration)
        } catch {
            result.outcome = "engine did not start"
            result.error = "\(error)"
            return result
        }
        let module = ContentAssembly.assemble(engine: engine)
        let document = ContentDocument(html: input.html, baseURL: nil)
        let start = ContinuousClock.now
        let outcome = await OperationDeadline.run(within: deadline) { await module.renderAndWait(document) }
        result.elapsedMs = milliseconds(since: start)
        switch outcome {
        case nil:
            result.outcome = "no result within \(deadline); engine killed"
            await engine.terminateWebProcess()
        case .failure(let error)?:
            result.outcome = "failed cleanly"
            result.error = "\(error)"
        case .success(let rendered)?:
            result.outcome = rendered.failures.isEmpty ? "rendered" : "rendered with step failures"
            result.height = rendered.height
            result.removedElements = rendered.report(SanitizerReport.self)?.removed.elements ?? 0
            result.stepFailures = rendered.failures.map { "\($0.step): \($0.error)" }
        }
        await engine.close()
        result.webProcessesAfter = ProcessMemory.webProcesses().count
        return result
    }
}
#endif
