import Foundation
import WebContentCore
import WebContentMail

/// Warm engines and the content module assembled on each once, rendering document after document.
///
/// The module is reused for each next document (its generations drop the previous one's late events), so a
/// batch pays for a web view and a shell page once per worker and preset, not once per document. A worker
/// holds one engine per preset its documents need (a batch mixing messages and HTML: two). A document that
/// does not settle in time costs its engine: the worker disposes of it and warms a new one for the next.
@MainActor
final class RenderWorker {
    /// The worker's settings; what only one render uses (find, the audit, junk) may change between renders, never
    /// what its engines were made with.
    var settings: RenderSettings
    let pool: RenderEnginePool
    /// The engine and module warm for each preset, by preset.
    private var slots: [WebViewPreset: Slot] = [:]
    /// Whether each engine starts with a render of its own before the worker's first document on it (a batch).
    ///
    /// An engine's first load starts its web process in its sandbox: a cost of the machine, which a loaded one
    /// stretches past `--timeout` (CI saw a 9-document batch time out on one trivial document while the rest took
    /// a median 151 ms), not of the document. That render runs under ``startBudget`` and leaves the shell page
    /// loaded, which the document then reuses. A service lane starts its engines the same way at start
    /// (``startEngine(_:)``), each request bounded by its own deadline.
    var startsEnginesWithARender = false

    /// One warm engine of a preset, the module assembled on it, and the store answering its `cid:` URLs.
    private struct Slot {
        let engine: any ConfiguredWebEngine
        let module: ContentModule
        let partStore: MailPartStore?
    }

    init(settings: RenderSettings, pool: RenderEnginePool) {
        self.settings = settings
        self.pool = pool
    }

    /// The worker's engine and module for `preset`: taken from the pool and assembled on first use, its engine
    /// started with a render of its own when `starting` (``startsEnginesWithARender`` unless said).
    private func warmUp(_ preset: WebViewPreset, starting: Bool? = nil) async throws -> Slot {
        if let slot = slots[preset] { return slot }
        let engine = try await pool.acquire(preset)
        // The module runs on the engine itself, with the configuration it was made with; the render's report says
        // what composing and loading took, so nothing wraps the engine to time it.
        let module = ContentAssembly.assemble(engine: engine)
        module.interactor.maximumRecoveries = settings.maximumRecoveries
        let partStore = engine.configuration.resourceProvider as? MailPartStore
        let slot = Slot(engine: engine, module: module, partStore: partStore)
        if starting ?? startsEnginesWithARender {
            let budget = max(settings.timeout, Self.startBudget)
            let outcome = await OperationDeadline.run(within: budget) {
                await module.renderAndWait(ContentDocument(html: "<p>warm</p>", baseURL: nil))
            }
            guard case .success? = outcome else {
                await pool.retire(engine, stuck: outcome == nil)
                let reason = outcome.map { "its first render failed: \($0)" }
                throw WebContentError.loadFailed(
                    reason ?? "its first render did not settle within \(Self.seconds(budget))")
            }
        }
        slots[preset] = slot
        return slot
    }

    /// Starts the engine of `preset` with a render of its own, its web process and shell page up before any document:
    /// a service lane's warm-up (``startsEnginesWithARender`` does the same before a batch's first documents).
    func startEngine(_ preset: WebViewPreset) async throws {
        _ = try await warmUp(preset, starting: true)
    }

    /// How long an engine's first render, which starts its web process, may take when `--timeout` is shorter.
    nonisolated static let startBudget = Duration.seconds(60)

    /// Renders one document; writes its snapshot and PDF where `targets` says.
    ///
    /// Never throws: every failure becomes a reason in the record.
    func render(_ document: InputDocument, targets: RenderTargets) async -> ReportRecord {
        await render(document, targets: targets, deferringPNG: false).finished()
    }

    /// Renders one document as ``render(_:targets:)`` does; with `deferringPNG` (and no PDF to print after it) the
    /// snapshot is only taken, and its PNG is encoded and written by ``RenderedDocument/finished()``, so that the
    /// next document can render meanwhile.
    ///
    /// `beforeSnapshot` runs just before the snapshot is taken: a batch waits there for the previous document's
    /// PNG, so a worker holds one page's pixels at a time.
    func render(
        _ document: InputDocument, targets: RenderTargets, deferringPNG: Bool, beforeSnapshot: () async -> Void = {}
    ) async -> RenderedDocument {
        var record = ReportRecord(input: document.source.name, width: settings.width)
        record.errors = document.warnings
        let preset = settings.preset(isMessage: document.message != nil)
        record.preset = preset
        let slot: Slot
        do {
            slot = try await warmUp(preset)
        } catch {
            record.errors.append("engine did not start: \(error)")
            return RenderedDocument(record: record)
        }
        let (engine, module, partStore) = (slot.engine, slot.module, slot.partStore)
        // A service lane renders every width on its warm engine; a batch has one width, its engine's own.
        module.setViewportWidth(settings.width)
        let decision = settings.remoteContentDecision(for: document)
        record.remoteContent = decision?.policy ?? module.remoteContentPolicy
        // A message's inline parts answer its cid: URLs; an HTML document's engine answers none.
        partStore?.replace(with: document.message?.inlineParts ?? [])
        let content = ContentDocument(html: document.html, baseURL: nil)
        let attemptsBefore = engine.attempts
        // Loads a previous document left behind are not this one's.
        _ = pool.takeEgressCounts(of: engine)
        let started = ContinuousClock.now
        let sized = settings.budget(forBytes: document.byteCount)
        let budget = targets.deadline.map { min(sized, max(.zero, $0 - .now)) } ?? sized
        let outcome = await OperationDeadline.run(within: budget) {
            if let decision { return await module.renderAndWait(content, remoteContent: decision.grant) }
            return await module.renderAndWait(content)
        }
        let rendered = try? outcome?.get()
        record.timings = Self.timings(rendered, total: .now - started)
        // A failed render may have loaded: the engine's counts since its last load are then this document's.
        record.attempts = Self.attempts(
            engine.attempts, since: attemptsBefore, reloaded: rendered.map { $0.loads > 0 } ?? true)
        record.egressRefused = pool.takeEgressCounts(of: engine)?.refused
        if let message = document.message {
            let body =
                switch message.body?.source {
                case .html: "html"
                case .pictures: "pictures"
                default: "text"
                }
            record.mail = ReportRecord.Mail(
                subject: message.subject, body: body,
                cidParts: message.inlineParts.count, cidImages: partStore?.servedContentIDs.count ?? 0)
        }
        switch outcome {
        case nil where budget < sized:
            record.errors.append(Self.pastDeadline("render", targets) + Self.waiting(await engine.waits))
            await retire(preset, stuck: true)
            return RenderedDocument(record: record)
        case nil:
            let scaled = budget > settings.timeout ? ", scaled to its \(InputReader.megabytes(document.byteCount))" : ""
            let waits = Self.waiting(await engine.waits)
            record.errors.append(
                "timeout: the document did not settle within \(Self.seconds(budget)) (--timeout \(Self.seconds(settings.timeout))"
                    + "\(scaled); raise it for documents this heavy)\(waits); its engine was replaced")
            await retire(preset, stuck: true)
            return RenderedDocument(record: record)
        case .failure(let error)?:
            record.errors.append("render failed: \(error)")
            if Self.costsTheEngine(error) { await retire(preset, stuck: false) }
            return RenderedDocument(record: record)
        case .success(let result)?:
            fill(&record, with: result)
            record.remote = ReportRecord.Remote(
                present: result.hasRemoteContent, allowedBy: decision?.allowedBy?.rawValue,
                authentication: decision?.authentication.rawValue ?? "none", junk: decision?.isJunk ?? false,
                inlineImagesWithheld: result.report(SanitizerReport.self)?.inlineImagesWithheld ?? 0)
            // The reader's switch, on the live page: the audit and the snapshot after it see the original colours.
            record.colours =
                settings.originalColours
                ? await module.setColourMode(.original) : result.report(ContentColourReport.self)
            // Before the snapshot, so it shows the highlights.
            if let text = settings.find { record.findMatches = await module.find(text) }
            if settings.auditsContrast { record.contrast = await module.auditContrast() }
        }
        if targets.png != nil, record.ok, let maxPixels = settings.maxPixels,
            record.width * record.height > Double(maxPixels)
        {
            record.ok = false
            record.errors.append(
                "snapshot refused: \(Int(record.width)) x \(Int(record.height)) px is over the \(maxPixels) pixels of --max-pixels"
            )
        }
        if let path = targets.png, record.ok {
            await beforeSnapshot()
            let started = ContinuousClock.now
            do {
                // A picture cannot scroll sideways: content still wider than the screen at --minimum-scale is
                // zoomed to the screen's width while its pixels are taken.
                let wide = record.width > settings.width + 1
                if wide { record.pngScale = await module.fitWholeContent(within: settings.width) }
                let taken: Result<PNGCapture?, any Error>
                do {
                    let limit = settings.pngMaxHeight
                    taken = .success(
                        try await withinDeadline(
                            targets.deadline, { try await engine.capturePNG(maximumHeight: limit) }))
                } catch {
                    taken = .failure(error)
                }
                guard let capture = try taken.get() else {
                    record.timings.snapshotMs = (.now - started).milliseconds
                    (record.ok, record.errors) = (false, record.errors + [Self.pastDeadline("snapshot", targets)])
                    await retire(preset, stuck: true)
                    return RenderedDocument(record: record)
                }
                if wide { await module.restoreFit() }
                record.pngScale = record.pngScale ?? record.scale
                let png = PendingPNG(path: path, capture: capture, started: started)
                if deferringPNG && targets.pdf == nil { return RenderedDocument(record: record, png: png) }
                record = await RenderedDocument(record: record, png: png).finished()
            } catch {
                record.timings.snapshotMs = (.now - started).milliseconds
                record.ok = false
                record.errors.append("snapshot failed: \(error)")
            }
        }
        if let path = targets.pdf, record.ok {
            let header = RenderPrint.header(of: document.message)
            let allowed = targets.deadline.map { max(.zero, $0 - .now).seconds } ?? 0
            record.timings.pdfMs = await RenderOutputFile.write(path, as: "print", into: &record) {
                guard
                    let pdf = try await withinDeadline(targets.deadline, { try await module.printPDF(header: header) })
                else {
                    throw WebContentError.timeout(
                        "print before the request's deadline (\(targets.deadlineName))", seconds: allowed)
                }
                return pdf
            }
            if !record.ok, targets.deadline.map({ .now >= $0 }) == true { await retire(preset, stuck: true) }
            if record.ok {
                record.pdfPath = path
                record.pdfScale = module.printScale ?? record.scale
            }
        }
        return RenderedDocument(record: record)
    }

    /// `operation`'s value, or nil when `deadline` passed first (the operation is then abandoned with its engine).
    private func withinDeadline<Value: Sendable>(
        _ deadline: ContinuousClock.Instant?, _ operation: @escaping @MainActor () async throws -> Value
    ) async throws -> Value? {
        guard let deadline else { return try await operation() }
        let outcome = await OperationDeadline.run(within: max(.zero, deadline - .now)) {
            do { return Result<Value, any Error>.success(try await operation()) } catch { return .failure(error) }
        }
        return try outcome?.get()
    }

    /// What a stuck engine was waiting on, for the error: where the document stopped.
    static func waiting(_ waits: [String]) -> String {
        "; its engine was waiting on " + (waits.isEmpty ? "nothing" : waits.joined(separator: "; "))
    }

    static func pastDeadline(_ step: String, _ targets: RenderTargets) -> String {
        "timeout: the request's deadline (\(targets.deadlineName)) passed during the \(step)"
    }

    /// Closes the worker's engines; the worker is done.
    ///
    /// Both callers (the end of a batch, a service lane's eviction) drain the pool right after, so an engine given
    /// back would only be reset (a blank page loaded, the last document torn down) to be closed: at the end of a
    /// cold run, that reset was on the path of the process's exit.
    func shutDown() async {
        let held = slots.values
        slots = [:]
        for slot in held { await pool.retire(slot.engine, stuck: false) }
    }

    /// Ends the engine of `preset` and drops its module; the next such document takes another from the pool.
    private func retire(_ preset: WebViewPreset, stuck: Bool) async {
        guard let slot = slots.removeValue(forKey: preset) else { return }
        await pool.retire(slot.engine, stuck: stuck)
    }

    /// Errors after which the engine cannot be trusted with the next document.
    private static func costsTheEngine(_ error: WebContentError) -> Bool {
        [.webProcessTerminated, .engineClosed, .timeout].contains(error.code)
    }

    static func seconds(_ duration: Duration) -> String {
        let value = duration.seconds
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
