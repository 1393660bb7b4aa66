import Foundation
import WebContentConformance

/// A running `webcontent view --events` on a test display: its event lines as they come, and the window.
final class ReaderSession: Sendable {
    let reader: ChildProcess
    let display: XvfbDisplay

    /// The reader with `arguments`, on `display`, with the test's environment and `environment` over it.
    init(binary: URL, arguments: [String], display: XvfbDisplay, environment extra: [String: String] = [:]) throws {
        self.display = display
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["DISPLAY"] = display.name
        reader = try ChildProcess(binary.path, ["view", "--events"] + arguments, environment: environment)
    }

    /// Every event line the reader has written so far.
    private var events: [[String: Any]] {
        reader.output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Every event named `name` so far.
    func events(named name: String) -> [[String: Any]] {
        events.filter { $0["event"] as? String == name }
    }

    /// Whether a "visible" event says no render is in flight: every message its placement opened has rendered.
    static func isSettled(_ event: [String: Any]) -> Bool { (event["rendering"] as? [Int])?.isEmpty ?? true }

    /// Whether a "visible" event says a message rendered in a web process and no render is in flight: "ready" may
    /// come while the first screen still shows stand-ins (seen on a loaded machine).
    static func isRendered(_ event: [String: Any]) -> Bool {
        isSettled(event) && !((event["live"] as? [Int]) ?? []).isEmpty
    }

    /// How many placements with no render in flight the reader reported so far.
    var settledPlacements: Int { events(named: "visible").filter(Self.isSettled).count }

    /// The first event named `name` (after `skipping` of them) for which `matching` holds; nil if none came
    /// while the reader ran (it is given up to `attempts` tenths of a second: a bound, not a measurement).
    func event(
        _ name: String, skipping: Int = 0, attempts: Int = 600, matching: ([String: Any]) -> Bool = { _ in true }
    ) async -> [String: Any]? {
        for _ in 0..<attempts {
            let found = events.filter { $0["event"] as? String == name && matching($0) }
            if found.count > skipping { return found[skipping] }
            guard reader.isRunning else { return nil }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }

    /// The reader's window id on the display, once it is mapped.
    func windowID() async throws -> String {
        let ids = try await display.xdotool(["search", "--sync", "--onlyvisible", "--name", "WebContentKit reader"])
        return ids.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// A pointer click at `x`, `y` in the window's coordinates, as a person's mouse makes it.
    func click(x: Double, y: Double) async throws {
        let window = try await windowID()
        try await display.xdotool(["mousemove", "--window", window, String(Int(x)), String(Int(y)), "click", "1"])
    }

    /// Key presses (`ctrl+f`, `Escape`) to the window.
    func key(_ keys: String) async throws {
        try await display.xdotool(["key", "--window", try await windowID(), keys])
    }

    /// Types `text` into whatever has the keyboard focus.
    func type(_ text: String) async throws {
        try await display.xdotool(["type", "--delay", "40", text])
    }

    /// Closes the window as a person does (Ctrl+Q) and waits for the reader to exit; its exit status.
    func close() async throws -> Int32? {
        try await key("ctrl+q")
        for _ in 0..<300 where reader.isRunning { try? await Task.sleep(for: .milliseconds(100)) }
        // A failed exit says why in the test log: the status alone (seen once under load) tells nothing.
        // A crash's report is read from its start (the faulting frames), not from its end (the idle threads).
        if reader.exitStatus != 0 {
            let output = reader.errorOutput
            let start = output.range(of: "Program crashed")?.lowerBound ?? output.startIndex
            print("reader exit status \(String(describing: reader.exitStatus)): \(output[start...].prefix(6000))")
        }
        return reader.exitStatus
    }
}
