import Foundation
import Testing
import WebContentConformance

extension ReaderSession {
    /// The reader on a display of its own over a scratch folder holding `files` (name to text), with `--events`,
    /// `--record` into `out/reader/<artefacts>/` and `arguments` (`{folder}` stands for the scratch folder's
    /// path); returns once the window said it is ready, with that event. Without `records`, the folder is made but
    /// the reader writes no picture of its own (each costs its GLib thread a full window render). `readyWithin` bounds
    /// the wait for the window (a bound for a loaded machine, not a measurement); `environment` is set over the test's.
    static func start(
        _ files: [String: String], artefacts: String, arguments: [String] = ["--size", "1000x700"],
        records: Bool = true, environment: [String: String] = [:],
        readyWithin: Duration = .seconds(60)
    ) async throws -> (ReaderSession, ready: [String: Any]) {
        let scratch = try ScratchFolder("reader")
        for (name, text) in files { _ = try scratch.write(name, text) }
        let folder = scratch.url.path
        let reader = try ReaderSession(
            binary: try RenderBinary.locate().url,
            arguments: arguments.map { $0.replacingOccurrences(of: "{folder}", with: folder) }
                + (records ? ["--record", try artefactFolder(artefacts)] : []) + [folder],
            display: try await XvfbDisplay(), environment: environment)
        // A reader still not ready after 15 s (3 s is usual on a loaded machine) has its threads' stacks written
        // down while it waits: a diagnosis, not a bound; the wait goes on to `readyWithin`.
        let attempts = Int(readyWithin / .milliseconds(100))
        var ready = await reader.event("ready", attempts: min(150, attempts))
        if ready == nil, reader.reader.isRunning, attempts > 150 {
            let path = "out/reader/\(artefacts)/stacks-not-ready-after-15s.txt"
            print(
                "reader \(artefacts): not ready after 15 s; its stacks: \(await ReaderStacks.write(below: reader.reader.pid, to: path))"
            )
            ready = await reader.event("ready", attempts: attempts - 150)
        }
        let said = try #require(
            ready, "status \(String(describing: reader.reader.exitStatus)): \(reader.reader.errorOutput.suffix(3000))")
        return (reader, said)
    }

    /// Screenshots of each state a test reaches, kept for a person to look at after the run.
    static func artefactFolder(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("out/reader/\(name)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The messages an event lists (ready, opened's neighbours, remote-content ...).
    static func messages(_ event: [String: Any]) -> [[String: Any]] {
        event["messages"] as? [[String: Any]] ?? []
    }

    /// A click `dx`, `dy` pixels inside a message's content widget, as the event placed it.
    func click(into message: [String: Any], dx: Double = 60, dy: Double = 40) async throws {
        try await click(x: try #require(message["x"] as? Double) + dx, y: try #require(message["y"] as? Double) + dy)
    }
}
