import Foundation
import WebContentConformance

/// `webcontent view --events` on the benchmark's display, as the reader figures (R10, R12) drive it: every message
/// of a thread open in a 1000x800 window, ready and its window found.
struct BenchReader {
    /// The reader's process: its standard output is its event lines.
    let process: ChildProcess
    /// The reader window's X id, for xdotool.
    let window: String

    /// Writes ReaderThreadFigure's first `messages` messages into `folder`, as `1.eml`, `2.eml`...
    static func writeThread(_ messages: Int, into folder: URL) throws {
        for index in 1...messages {
            try ReaderThreadFigure.message(index)
                .write(to: folder.appendingPathComponent("\(index).eml"), atomically: true, encoding: .utf8)
        }
    }

    /// Starts the reader on `folder` with `options` besides the figures' own, waits up to 60 s for its ready event
    /// and finds its window; a reader that never gets ready is killed and reported.
    static func start(
        _ webcontent: URL, folder: URL, display: XvfbDisplay, options: [String] = []
    ) async throws -> BenchReader {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        let reader = try ChildProcess(
            webcontent.path, ["view", "--events", "--expand", "all", "--size", "1000x800"] + options + [folder.path],
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
        return BenchReader(process: reader, window: window)
    }

    /// Presses `key` in the reader's window.
    func press(_ key: String, on display: XvfbDisplay) async throws {
        try await display.xdotool(["key", "--window", window, key])
    }

    /// Quits with ctrl+q; a reader that does not exit cleanly within 30 s is killed.
    func quit(on display: XvfbDisplay) async throws {
        try await press("ctrl+q", on: display)
        if await process.wait(limit: .seconds(30)) != 0 { _ = await process.killAndWait() }
    }
}
