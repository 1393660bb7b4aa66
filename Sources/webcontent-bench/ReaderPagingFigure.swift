import Foundation
import WebContentConformance

#if os(Linux)
import WebContentGTK
#endif

/// R12: Page Down through a 100-message thread, every message open, at a reading pace (one key every 0.5 s):
/// how many screens show an open message with nothing painted 0.5 s after the key, and how many web processes
/// the reader holds meanwhile (the process table).
///
/// The witness is the X server's picture of the window (`xwd`), not the reader's word: a screen is blank when the
/// message pane holds a run of at least ``blankRun`` pixel rows of one colour, the white box of a message that
/// has not painted (a rendered message, a header, the gap between cards or a stand-in's text breaks such a run
/// within a few dozen rows).
struct ReaderPagingFigure {
    let webcontent: URL
    var messages = 100
    /// Rows of one colour that no painted message holds: its paragraphs and quotes are closer together.
    static let blankRun = 150

    /// What one paging run saw.
    struct Paging {
        var screens = 0
        var blankScreens = 0
        var peakWebProcesses = 0
        var processCounts: [Int] = []
    }

    func measure() async throws -> [Figure] {
        let scratch = try ScratchFolder("r12")
        defer { scratch.remove() }
        for index in 1...messages {
            try ReaderThreadFigure.message(index)
                .write(to: scratch.root.appendingPathComponent("\(index).eml"), atomically: true, encoding: .utf8)
        }
        let display = try XvfbDisplay(width: 1200, height: 900)
        let paging = try await page(scratch.root, display: display)
        let notes = [
            "\(messages) messages open, window 1000x800, Page Down every 0.5 s, the window read with xwd 0.5 s after "
                + "each key: \(paging.blankScreens) of \(paging.screens) screens blank",
            "web processes in /proc 0.5 s after each key: \(paging.processCounts.map(String.init).joined(separator: " "))",
        ]
        var blank = Figure(
            key: "R12blank", title: "reader: blank screens paging \(messages) open messages at 0.5 s a key",
            unit: "screens", goal: .atMost(0), subject: .oursMedian)
        blank.ours = Samples([Double(paging.blankScreens)]).summary.map { .init(label: "render ahead", summary: $0) }
        blank.notes = notes
        var engines = Figure(
            key: "R12engines", title: "reader: peak web processes paging \(messages) open messages at 0.5 s a key",
            unit: "engines", goal: .atMost(6), subject: .oursMedian)
        engines.ours = Samples([Double(paging.peakWebProcesses)]).summary.map {
            .init(label: "render ahead", summary: $0)
        }
        engines.notes = notes
        return [blank, engines]
    }

    /// One reader, a Page Down every 0.5 s until the window no longer changes at the thread's end.
    private func page(_ folder: URL, display: XvfbDisplay) async throws -> Paging {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        let reader = try ChildProcess(
            webcontent.path, ["view", "--events", "--expand", "all", "--size", "1000x800", folder.path],
            environment: environment)
        for _ in 0..<600 where !reader.output.contains("\"event\":\"ready\"") && reader.isRunning {
            try await Task.sleep(for: .milliseconds(100))
        }
        guard reader.output.contains("\"event\":\"ready\"") else {
            _ = await reader.killAndWait()
            throw BenchError.failed("the reader did not get ready: \(reader.errorOutput.suffix(400))")
        }
        let window =
            try await display.xdotool([
                "search", "--sync", "--onlyvisible", "--name", "WebContentKit reader",
            ]).split(separator: "\n").first.map(String.init) ?? ""
        var paging = Paging()
        var previous: WindowPicture?
        var unchanged = 0
        while unchanged < 2, paging.screens < messages, reader.isRunning {
            try await display.xdotool(["key", "--window", window, "Page_Down"])
            try await Task.sleep(for: .milliseconds(500))
            let processes = ProcessMemory.webProcesses(below: reader.pid).count
            let picture = try WindowPicture.read(window: window, display: display.name)
            unchanged = picture == previous ? unchanged + 1 : 0
            previous = picture
            guard unchanged == 0 else { continue }  // the end of the thread: the same screen again
            paging.screens += 1
            paging.processCounts.append(processes)
            paging.peakWebProcesses = max(paging.peakWebProcesses, processes)
            // The message pane: right of the 300 px thread list, below the header bar, left of the scroll bar.
            let run = picture.longestUniformRun(columns: 320..<(picture.width - 30), rows: 60..<(picture.height - 4))
            if run >= Self.blankRun { paging.blankScreens += 1 }
        }
        try await display.xdotool(["key", "--window", window, "ctrl+q"])
        if await reader.wait(limit: .seconds(30)) != 0 { _ = await reader.killAndWait() }
        return paging
    }
}
