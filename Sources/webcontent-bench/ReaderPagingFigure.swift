import Foundation
import WebContentConformance

#if os(Linux)
import WebContentGTK
#endif

/// R12: Page Down through a 100-message thread, every message open, at a reading pace (one key every 0.5 s):
/// how many screens show an open message with nothing painted 0.5 s after the key, and how many web processes
/// the reader holds meanwhile (the process table).
///
/// The witness is the X server's picture of the window (`xwd`), not the reader's word on what it drew: the
/// reader's `frame` events say only where each open message's box is, and a screen is blank when the part of one
/// that the pane shows (the whole box, or 64 rows or more of it) holds a single colour, nothing painted in it at all
/// (``ReaderFrame/unpaintedMessages(in:minimumRows:)``). The rule does not know how the reader fills a message
/// it has not rendered: a stand-in counts as painted only because it puts pixels there.
struct ReaderPagingFigure {
    let webcontent: URL
    var messages = 100

    /// What one paging run saw.
    struct Paging {
        var screens = 0
        var blankScreens = 0
        /// The screens whose pane was judged (a frame event told where the messages were).
        var judged = 0
        var peakWebProcesses = 0
        var processCounts: [Int] = []
    }

    func measure() async throws -> [Figure] {
        let scratch = try ScratchFolder("r12")
        defer { scratch.remove() }
        try BenchReader.writeThread(messages, into: scratch.root)
        let display = try await XvfbDisplay(width: 1200, height: 900)
        let paging = try await page(scratch.root, display: display)
        let notes = [
            "\(messages) messages open, window 1000x800, Page Down every 0.5 s, the window read with xwd 0.5 s after "
                + "each key: \(paging.blankScreens) of \(paging.screens) screens show an open message with nothing "
                + "painted in it (\(paging.judged) screens judged)",
            "web processes in /proc 0.5 s after each key: \(paging.processCounts.map(String.init).joined(separator: " "))",
        ]
        var blank = Figure(.r12Blank, on: "\(messages) messages")
        blank.ours = Samples([Double(paging.blankScreens)]).summary.map { .init(label: "render ahead", summary: $0) }
        blank.notes = notes
        var engines = Figure(.r12Engines, on: "\(messages) messages")
        engines.ours = Samples([Double(paging.peakWebProcesses)]).summary.map {
            .init(label: "render ahead", summary: $0)
        }
        engines.notes = notes
        return [blank, engines]
    }

    /// With `R12_BLANK_SCREENS=DIR`, a blank screen's picture goes to `DIR/blank-N.png` and its unpainted
    /// messages to standard error: what a person checks the witness against.
    private func keep(_ screen: ReaderScreen, number: Int) throws {
        guard let folder = ProcessInfo.processInfo.environment["R12_BLANK_SCREENS"] else { return }
        try screen.picture.png().write(to: URL(fileURLWithPath: "\(folder)/blank-\(number).png"))
        FileHandle.standardError.write(Data("R12 screen \(number): unpainted \(screen.unpaintedMessages)\n".utf8))
    }

    /// One reader, a Page Down every 0.5 s until the window no longer changes at the thread's end.
    private func page(_ folder: URL, display: XvfbDisplay) async throws -> Paging {
        let reader = try await BenchReader.start(webcontent, folder: folder, display: display)
        var paging = Paging()
        var previous: WindowPicture?
        var unchanged = 0
        while unchanged < 2, paging.screens < messages, reader.process.isRunning {
            try await reader.press("Page_Down", on: display)
            try await Task.sleep(for: .milliseconds(500))
            // Live ones: a closed engine's process that has exited but is not yet reaped is listed, not running.
            let processes = ProcessMemory.webProcesses(below: reader.process.pid).filter { !ProcessState.hasExited($0) }
                .count
            let screen = try await ReaderScreen.capture(window: reader.window, display: display.name) {
                reader.process.output.split(separator: "\n").compactMap { line in
                    guard line.contains("\"event\":\"frame\"") else { return nil }
                    return (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                        .flatMap(ReaderFrame.init(event:))
                }
            }
            let picture = screen.picture
            unchanged = picture == previous ? unchanged + 1 : 0
            previous = picture
            guard unchanged == 0 else { continue }  // the end of the thread: the same screen again
            paging.screens += 1
            paging.processCounts.append(processes)
            paging.peakWebProcesses = max(paging.peakWebProcesses, processes)
            paging.judged += screen.frame == nil ? 0 : 1
            if !screen.unpaintedMessages.isEmpty {
                paging.blankScreens += 1
                try keep(screen, number: paging.screens)
            }
        }
        try await reader.quit(on: display)
        return paging
    }
}
