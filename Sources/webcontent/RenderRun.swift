import ArgumentParser
import Foundation
import WebContentCore

#if os(Linux)
import WebContentGTK
#endif

/// One `webcontent render` invocation: collect the inputs, render them, write the report and the extras.
@MainActor
struct RenderRun {
    let settings: RenderSettings
    let output: RenderOutputOptions
    /// Only this part of the inputs is rendered (--shard); outputs are named as the whole batch would name them.
    var shard: RenderShard?
    /// Inputs whose every requested output file exists are skipped (--missing-only), so a re-run finishes a batch.
    var missingOnly = false
    var reader = InputReader()

    /// Renders `arguments`; returns whether every input rendered.
    ///
    /// Throws only usage errors.
    func execute(_ arguments: [String]) async throws -> Bool {
        let allItems = InputCollector().collect(arguments)
        let documents = allItems.compactMap { item -> InputSource? in
            if case .document(let source) = item { source } else { nil }
        }
        for (flag, file) in [("--png", output.png), ("--pdf", output.pdf)] where file != nil && documents.count > 1 {
            throw ValidationError(
                "\(flag) takes exactly one document, and \(arguments[0]) holds \(documents.count); use \(flag)-dir")
        }
        for (flag, folder) in [("--png-dir", output.pngDir), ("--pdf-dir", output.pdfDir)] {
            guard let folder else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ValidationError("cannot create \(flag) \(folder): \((error as NSError).localizedDescription)")
            }
        }
        let pngPaths = RenderSnapshotNames.paths(for: documents, file: output.png, dir: output.pngDir)
        let pdfPaths = RenderSnapshotNames.paths(
            for: documents, file: output.pdf, dir: output.pdfDir, extension: "pdf")
        // Named over the whole batch first: every shard writes a document's file under the same name.
        let items = selected(allItems, outputs: [pngPaths, pdfPaths])
        // Only once something will render: a process that exits while GTK starts can crash in its exit handlers.
        if items.contains(where: { if case .document = $0 { true } else { false } }) {
            RenderEnginePool.startToolkit()
        }
        let progress = RenderProgress(total: items.count, enabled: true)
        let batch = RenderBatch(settings: settings, reader: reader) {
            RenderTargets(png: pngPaths[$0], pdf: pdfPaths[$0])
        }
        let json = output.json
        let records = await batch.run(
            items,
            emit: { record in
                progress.finish()
                var record = record
                // A cold process's start belongs to its first report, the one that paid for it.
                record.timings.start = Self.startTimeline()
                Self.report(record, json: json)
            },
            progress: { done, record in progress.update(done: done, last: record.input) })
        progress.finish()
        let summary = ReportSummary(records)
        if json {
            Self.standardError("webcontent render: \(summary.line)")
        } else {
            print(ReportTable(records: records).text)
            print(summary.line)
        }
        var wroteSheet = true
        if let sheet = output.contactSheet {
            let page = ContactSheet(records: records, summary: summary, sheetPath: sheet).html
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: sheet), options: .atomic)
            } catch {
                Self.standardError(
                    "webcontent render: cannot write \(sheet): \((error as NSError).localizedDescription)")
                wroteSheet = false
            }
        }
        // Before exit: helper threads may still be tearing down the engine when the process ends.
        fflush(nil)
        return summary.failures == 0 && wroteSheet
    }

    /// The inputs this run renders: its shard's, less those whose outputs a previous run already wrote.
    private func selected(_ items: [InputItem], outputs: [[InputSource: String]]) -> [InputItem] {
        var selected = items
        if let shard { selected = selected.filter { shard.contains($0.name) } }
        guard missingOnly else { return selected }
        let before = selected.count
        selected = selected.filter { item in
            guard case .document(let source) = item else { return true }
            let files = outputs.compactMap { $0[source] }
            return files.isEmpty || !files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
        }
        if before > selected.count {
            Self.standardError(
                "webcontent render: \(before - selected.count) already rendered (--missing-only), skipped")
        }
        return selected
    }

    /// Streams one record: its JSON line on stdout with --json; warnings (and with --json, failures) on stderr.
    private static func report(_ record: ReportRecord, json: Bool) {
        for message in record.errors {
            let isWarning = message.hasPrefix("warning:")
            guard isWarning || json else { continue }
            standardError("webcontent render: \(record.input): \(message)")
        }
        if json {
            // Unbuffered, so a consumer sees each line as its document finishes.
            FileHandle.standardOutput.write(Data((record.json.text + "\n").utf8))
        }
    }

    /// When each piece of this process's start was ready, and now, in milliseconds since the process started; for
    /// the first report only.
    private static func startTimeline() -> [(name: String, milliseconds: Double)] {
        #if os(Linux)
        return StartupTimeline.take(closingWith: "report")
        #else
        return []
        #endif
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
