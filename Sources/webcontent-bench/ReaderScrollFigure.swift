import Foundation
import WebContentConformance

#if os(Linux)
import WebContentGTK
#endif

/// R10: Page Down through a thread with every message open, in the reader window: peak engines and peak memory
/// of `webcontent view` and its WebKit processes, against the same scroll with `--keep-engines` (an engine for
/// every message once shown, as a reader without parking keeps them).
///
/// Both sides are the CLI a person runs, on the benchmark's own X display, driven by xdotool key presses; each
/// press waits for the reader's "visible" events until one says no render is in flight (its engines placed and
/// rendered), so no message is skipped; a press that moved no engine waits a second for an event that does not come.
/// Engines are counted as the reader's live web processes in /proc, not from the events: an engine the reader
/// forgot to close keeps its process, whatever the reader's events say.
struct ReaderScrollFigure {
    let webcontent: URL
    let messages: Int

    /// What one scroll through the thread saw.
    struct Scroll {
        var peakEngines = 0
        var peakWebProcesses = 0
        var peakPSS = 0.0
        var peakRSS = 0.0
        var shown = Set<Int>()
        var presses = 0
        /// Presses after which renders were still in flight when the wait gave up.
        var unsettled = 0
        /// Every web process seen in /proc after a press, by PID: one more for each time the shared one was replaced.
        var webProcessIDs = Set<Int32>()
    }

    func measure() async throws -> [Figure] {
        let scratch = try ScratchFolder("r10")
        defer { scratch.remove() }
        let root = scratch.root
        try BenchReader.writeThread(messages, into: root)
        let display = try await XvfbDisplay(width: 1200, height: 900)
        let parked = try await scroll(root, display: display, keepEngines: false)
        let kept = try await scroll(root, display: display, keepEngines: true)
        let notes = [
            "\(messages) messages open, window 1000x800; parked: \(parked.presses) Page Down presses, "
                + "\(parked.shown.count) messages shown, peak \(parked.peakWebProcesses) web processes in /proc; "
                + "--keep-engines: \(kept.presses) presses, \(kept.shown.count) shown, "
                + "peak \(kept.peakWebProcesses) web processes; presses left with renders in flight: parked "
                + "\(parked.unsettled), --keep-engines \(kept.unsettled)",
            "peak RSS (counts shared pages per process): parked \(Format.number(parked.peakRSS)) MiB, "
                + "--keep-engines \(Format.number(kept.peakRSS)) MiB",
            "web processes the scroll ran (PIDs in /proc after each press): parked \(parked.webProcessIDs.count), "
                + "--keep-engines \(kept.webProcessIDs.count)",
        ]
        var engines = Figure(.r10Engines, on: "\(messages) messages")
        engines.ours = Samples([Double(parked.peakWebProcesses)]).summary.map { .init(label: "parked", summary: $0) }
        engines.reference = Samples([Double(kept.peakWebProcesses)]).summary.map {
            .init(label: "--keep-engines", summary: $0)
        }
        engines.notes =
            notes + [
                "the reader's own events said at most \(parked.peakEngines) engines parked, \(kept.peakEngines) kept"
            ]
        var memory = Figure(.r10Memory, on: "\(messages) messages")
        memory.ours = Samples([parked.peakPSS]).summary.map { .init(label: "parked", summary: $0) }
        memory.reference = Samples([kept.peakPSS]).summary.map { .init(label: "--keep-engines", summary: $0) }
        memory.notes = notes
        return [engines, memory]
    }

    /// One reader, Page Down until the last message has held an engine, memory sampled after each press.
    private func scroll(_ folder: URL, display: XvfbDisplay, keepEngines: Bool) async throws -> Scroll {
        let reader = try await BenchReader.start(
            webcontent, folder: folder, display: display, options: keepEngines ? ["--keep-engines"] : [])
        var result = Scroll()
        var seen = 0
        while !result.shown.contains(messages - 1), result.presses < messages * 3, reader.process.isRunning {
            try await reader.press("Page_Down", on: display)
            result.presses += 1
            // The placement, then the renders it started (each says so in a later event), as a person reading each
            // screen waits for it: a press on a report with renders in flight pages past messages that never render.
            var last: [String: Any]?
            for _ in 0..<120 {  // up to two minutes of renders in flight
                guard let visible = await waitForEvents(reader.process, after: seen, named: "visible") else {
                    if let rendering = last?["rendering"] as? [Int], !rendering.isEmpty, reader.process.isRunning {
                        continue
                    }
                    break
                }
                seen = visible.count
                for event in visible.events {
                    result.peakEngines = max(result.peakEngines, event["engines"] as? Int ?? 0)
                    result.shown.formUnion(event["live"] as? [Int] ?? [])
                }
                last = visible.events.last
                if (last?["rendering"] as? [Int])?.isEmpty ?? true { break }
            }
            if let rendering = last?["rendering"] as? [Int], !rendering.isEmpty { result.unsettled += 1 }
            let live = (last?["live"] as? [Int])?.count ?? result.peakEngines
            result.peakWebProcesses = max(
                result.peakWebProcesses, await webProcesses(reader.process.pid, settlingTo: live))
            result.webProcessIDs.formUnion(ProcessMemory.webProcesses(below: reader.process.pid))
            let memory = ProcessMemory.tree(of: reader.process.pid)
            result.peakPSS = max(result.peakPSS, memory.pss)
            result.peakRSS = max(result.peakRSS, memory.rss)
        }
        try await reader.quit(on: display)
        guard result.shown.contains(messages - 1) else {
            throw BenchError.failed("the scroll did not reach the last message in \(result.presses) presses")
        }
        return result
    }

    /// The live web processes below `pid` after a placement that left `engines` open: a closed engine's process
    /// exits a moment after the close, so the table is read again (up to a second) while it holds more than that.
    private func webProcesses(_ pid: Int32, settlingTo engines: Int) async -> Int {
        var count = ProcessMemory.tree(of: pid).webProcesses
        for _ in 0..<10 where count > engines {
            try? await Task.sleep(for: .milliseconds(100))
            count = ProcessMemory.tree(of: pid).webProcesses
        }
        return count
    }

    /// Waits up to a second for more than `after` events named `name`; all of them, or nil if none came.
    private func waitForEvents(
        _ reader: ChildProcess, after: Int, named name: String
    ) async -> (
        count: Int, events: [[String: Any]]
    )? {
        for _ in 0..<10 {
            let events = reader.output.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }.filter { $0["event"] as? String == name }
            if events.count > after { return (events.count, Array(events[after...])) }
            guard reader.isRunning else { return nil }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }
}
