#if os(Linux)
import WebContentCore
import WebContentGTK

/// R4: documents through a warm pooled engine (its module reused) against a new engine per document.
struct PoolFigure: CorpusFigure {
    static let spec = FigureSpec.r4

    let chunk: Int

    func measure(_ documents: [CorpusDocument], into figure: inout Figure, first: CorpusDocument) async throws {
        let configuration = BenchEngines.contentConfiguration()
        let pool = EnginePool<GTKWebEngine>(
            capacity: 1, factory: { try await GTKWebEngine.make(configuration: configuration) },
            retire: { await $0.close() })
        try await pool.prewarm(1)
        let engine = try await pool.acquire()
        let module = ContentAssembly.assemble(engine: engine)
        _ = await module.renderAndWait(first.content)
        var pooled = Samples()
        var fresh = Samples()
        var pooledFailures = 0
        var freshFailures = 0
        var start = 0
        let baseline = ProcessMemory.webProcesses().count
        var settled = 0.0
        while start < documents.count {
            let slice = documents[start..<min(start + chunk, documents.count)]
            start += chunk
            let pooledStart = ContinuousClock.now
            for document in slice {
                if case .failure = await module.renderAndWait(document.content) { pooledFailures += 1 }
            }
            pooled.add(Double(slice.count) / (milliseconds(since: pooledStart) / 1000))
            let freshStart = ContinuousClock.now
            for document in slice {
                if !(await renderInNewEngine(document, configuration: configuration)) { freshFailures += 1 }
            }
            fresh.add(Double(slice.count) / (milliseconds(since: freshStart) / 1000))
            settled += await Self.settle(webProcesses: baseline)
        }
        await pool.release(engine)
        await pool.drain()
        figure.ours = pooled.summary.map {
            .init(
                label: "EnginePool (capacity 1, prewarmed): one engine, its module reused for every document",
                summary: $0)
        }
        figure.reference = fresh.summary.map {
            .init(label: "GTKWebEngine.make + assemble + renderAndWait + close, per document", summary: $0)
        }
        figure.notes += [
            "\(documents.count) documents per side, sides alternating every \(chunk) documents; each sample is one chunk's throughput",
            "docs/s per chunk, in order: pooled \(pooled.values.map(Format.number).joined(separator: ", ")); new engine \(fresh.values.map(Format.number).joined(separator: ", "))",
            "failed renders: pooled \(pooledFailures), new engine \(freshFailures)",
            "after each new-engine chunk, \(Format.number(settled / 1000)) s in all (untimed) went to waiting for the closed engines' web processes to exit, so their teardown is not charged to the pooled chunk that follows",
            "the pooled engine stays open while the new ones come and go, as in an app, so each new view may get its own web process",
        ]
    }

    /// Waits (at most 10 s, untimed) until no more web processes run than `webProcesses`; the milliseconds waited.
    private static func settle(webProcesses: Int) async -> Double {
        let start = ContinuousClock.now
        while ProcessMemory.webProcesses().count > webProcesses, milliseconds(since: start) < 10_000 {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return milliseconds(since: start)
    }

    /// The whole life of a one-document engine; false when the render failed.
    private func renderInNewEngine(_ document: CorpusDocument, configuration: WebViewConfiguration) async -> Bool {
        guard let engine = try? await GTKWebEngine.make(configuration: configuration) else { return false }
        let module = ContentAssembly.assemble(engine: engine)
        let result = await module.renderAndWait(document.content)
        await engine.close()
        if case .success = result { return true }
        return false
    }
}
#endif
