#if os(Linux)
import WebContentCore

/// Soak: many renders in one engine (its module reused), total RSS sampled as it goes.
@MainActor
struct SoakRenders {
    let documents: [CorpusDocument]
    let count: Int

    func run() async throws -> SoakResults.Renders {
        var result = SoakResults.Renders()
        guard let first = documents.first else { throw BenchError.missing("no documents") }
        let warm = try await BenchEngines.warmModule(BenchEngines.contentConfiguration(), first: first)
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
}
#endif
