import Foundation
import WebContentCore

/// Renders every input over a few warm workers and hands back records in input order as they complete.
///
/// Workers pull the next input from one shared queue; the records are emitted strictly in input order (a
/// finished later input waits for the earlier ones), so JSON Lines output is stable whatever `--jobs` is.
@MainActor
final class RenderBatch {
    let settings: RenderSettings
    let reader: InputReader
    /// Where each document's snapshot and PDF go, if anywhere.
    let targets: (InputSource) -> RenderTargets
    private var nextIndex = 0
    private var records: [ReportRecord?] = []
    private var emitted = 0
    private var completed = 0
    /// Engines started over the whole batch (one per worker unless some were replaced).
    private(set) var enginesStarted = 0

    init(
        settings: RenderSettings, reader: InputReader = InputReader(),
        targets: @escaping (InputSource) -> RenderTargets
    ) {
        self.settings = settings
        self.reader = reader
        self.targets = targets
    }

    /// Renders `items`; `emit` gets each record in input order, `progress` each completion in finishing order.
    func run(
        _ items: [InputItem],
        emit: @escaping @MainActor (ReportRecord) -> Void,
        progress: @escaping @MainActor (Int, ReportRecord) -> Void = { _, _ in }
    ) async -> [ReportRecord] {
        records = Array(repeating: nil, count: items.count)
        (nextIndex, emitted, completed) = (0, 0, 0)
        let documents = items.filter { if case .document = $0 { true } else { false } }.count
        let workerCount = max(1, min(settings.jobs, documents))
        // An engine's first load, which starts its web process, has the start's budget; a document's load ends at
        // the document's deadline first.
        let pool = RenderEnginePool(
            settings: settings, capacity: workerCount, loadTimeout: max(settings.timeout, RenderWorker.startBudget))
        // A failed start is reported per document by the workers, which try again.
        for (preset, count) in expectedPresets(items) {
            try? await pool.prewarm(min(workerCount, count), preset: preset)
        }
        var workers: [Task<Void, Never>] = []
        for _ in 0..<workerCount {
            let worker = RenderWorker(settings: settings, pool: pool)
            worker.startsEnginesWithARender = true
            workers.append(Task { @MainActor in await self.drive(worker, items, emit: emit, progress: progress) })
        }
        for worker in workers { await worker.value }
        enginesStarted = pool.createdCount
        await pool.drain()
        return records.compactMap { $0 }
    }

    /// One worker's loop: the next input, until none is left.
    private func drive(
        _ worker: RenderWorker, _ items: [InputItem],
        emit: @escaping @MainActor (ReportRecord) -> Void, progress: @escaping @MainActor (Int, ReportRecord) -> Void
    ) async {
        // The previous document's PNG, encoded and written while this worker renders the next document.
        var writing: Task<Void, Never>?
        while let index = takeNext(items.count) {
            let rendered = await render(items[index], with: worker) { await writing?.value }
            await writing?.value
            writing = Task { @MainActor in
                let record = await rendered.finished()
                self.completed += 1
                progress(self.completed, record)
                self.store(record, at: index, emit: emit)
            }
        }
        await writing?.value
        await worker.shutDown()
    }

    /// The presets the documents will likely need, with how many documents each, in order of first use: an
    /// .eml file is a message; standard input is one only when said so (auto detection happens on reading).
    private func expectedPresets(_ items: [InputItem]) -> [(WebViewPreset, Int)] {
        var counts: [(WebViewPreset, Int)] = []
        for case .document(let source) in items {
            let isMessage = source == .standardInput ? reader.standardInputFormat == .eml : source.isMailMessage
            let preset = settings.preset(isMessage: isMessage)
            if let index = counts.firstIndex(where: { $0.0 == preset }) {
                counts[index].1 += 1
            } else {
                counts.append((preset, 1))
            }
        }
        return counts
    }

    private func takeNext(_ count: Int) -> Int? {
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    /// Renders `item`, leaving its PNG to be written; `beforeSnapshot` runs before its snapshot is taken.
    private func render(
        _ item: InputItem, with worker: RenderWorker, beforeSnapshot: () async -> Void
    ) async -> RenderedDocument {
        switch item {
        case .problem(let problem):
            return RenderedDocument(
                record: .failure(input: problem.input, width: settings.width, reason: problem.reason))
        case .document(let source):
            let document: InputDocument
            do {
                document = try reader.read(source)
            } catch {
                return RenderedDocument(
                    record: .failure(input: source.name, width: settings.width, reason: error.description))
            }
            return await worker.render(
                document, targets: targets(source), deferringPNG: true, beforeSnapshot: beforeSnapshot)
        }
    }

    /// Keeps `record` and emits every record that is now next in input order.
    private func store(_ record: ReportRecord, at index: Int, emit: @MainActor (ReportRecord) -> Void) {
        records[index] = record
        while emitted < records.count, let next = records[emitted] {
            emit(next)
            emitted += 1
        }
    }
}
