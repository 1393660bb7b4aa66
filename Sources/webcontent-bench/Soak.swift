#if os(Linux)
import WebContentCore
import WebContentGTK

/// The long runs of one warm module: many renders in one engine, and renders whose web process is killed.
@MainActor
struct Soak {
    let documents: [CorpusDocument]

    /// Many renders in one engine (its module reused), total RSS sampled as it goes.
    func renders(_ count: Int) async throws -> SoakResults.Renders {
        let warm = try await BenchEngines.warmModule(first: try documents.warmUpDocument())
        var result = SoakResults.Renders()
        let every = max(1, count / 20)
        result.warmUpRenders = max(1, count / 10)
        result.samples.append([0, ProcessMemory.totalResidentMiB()])
        for index in 0..<count {
            let document = documents[index % documents.count]
            if case .failure = await warm.module.renderAndWait(document.content) { result.failures += 1 }
            result.renders += 1
            if result.renders % every == 0 || result.renders == result.warmUpRenders || result.renders == count {
                result.samples.append([Double(result.renders), ProcessMemory.totalResidentMiB()])
            }
        }
        await warm.close()
        let afterWarmUp = result.samples.filter { $0[0] >= Double(result.warmUpRenders) }
        result.rssAtWarmUpMiB = afterWarmUp.first?[1] ?? 0
        result.rssAtEndMiB = afterWarmUp.last?[1] ?? 0
        if result.rssAtWarmUpMiB > 0 {
            result.growthPercent = (result.rssAtEndMiB - result.rssAtWarmUpMiB) / result.rssAtWarmUpMiB * 100
        }
        result.met = result.growthPercent < 10 && result.failures == 0
        return result
    }

    /// The web process is killed while a document renders; the module must recover by itself and report the
    /// same height as an undisturbed render of that document.
    func kills(_ count: Int) async throws -> SoakResults.Kills {
        let warm = try await BenchEngines.warmModule(first: try documents.warmUpDocument())
        var result = SoakResults.Kills()
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
