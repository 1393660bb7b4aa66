#if os(Linux)
import WebContentCore

/// Fault run: the web process is killed while a document renders; the module must recover by itself and
/// report the same height as an undisturbed render of that document.
@MainActor
struct SoakKills {
    let documents: [CorpusDocument]
    let count: Int

    func run() async throws -> SoakResults.Kills {
        var result = SoakResults.Kills()
        guard let first = documents.first else { throw BenchError.missing("no documents") }
        let warm = try await BenchEngines.warmModule(BenchEngines.contentConfiguration(), first: first)
        var expected: [String: Double] = [:]
        for index in 0..<count {
            let document = documents[index % documents.count]
            if expected[document.name] == nil {
                guard case .success(let clean) = await warm.module.renderAndWait(document.content) else {
                    result.firstProblem = result.firstProblem ?? "\(document.name): an undisturbed render failed"
                    continue
                }
                expected[document.name] = clean.height
            }
            warm.module.render(document.content)
            // A few milliseconds of spread, so the kills hit different steps of the render.
            if index % 4 > 0 { try? await Task.sleep(for: .milliseconds(index % 4)) }
            if warm.module.latestResult == nil { result.landedMidRender += 1 }
            await warm.engine.terminateWebProcess()
            result.kills += 1
            let outcome = await OperationDeadline.run(within: .seconds(30)) { await warm.module.waitUntilRendered() }
            switch outcome {
            case nil:
                result.hung += 1
                result.firstProblem = result.firstProblem ?? "\(document.name): no result within 30 s after the kill"
            case .failure(let error)?:
                result.failed += 1
                result.firstProblem = result.firstProblem ?? "\(document.name): \(error)"
            case .success(let rendered)?:
                if abs(rendered.height - (expected[document.name] ?? -1)) <= 1 {
                    result.survivedSameHeight += 1
                } else {
                    result.differentHeight += 1
                    result.firstProblem =
                        result.firstProblem
                        ?? "\(document.name): height \(rendered.height) after the kill, \(expected[document.name] ?? -1) before"
                }
            }
        }
        await warm.close()
        result.met = result.kills > 0 && result.survivedSameHeight == result.kills
        return result
    }
}
#endif
