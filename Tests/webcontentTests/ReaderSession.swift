import Foundation

/// A running `webcontent view --events` on a test display: its event lines as they come, and the window.
final class ReaderSession: @unchecked Sendable {
    let process = Process()
    let display: XvfbDisplay
    private let lock = NSLock()
    private var buffer = ""
    private var events: [[String: Any]] = []

    init(binary: URL, arguments: [String], display: XvfbDisplay) throws {
        self.display = display
        process.executableURL = binary
        process.arguments = ["view", "--events"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData)
        }
        try process.run()
    }

    private func append(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer += String(decoding: data, as: UTF8.self)
        while let newline = buffer.firstIndex(of: "\n") {
            let line = buffer[..<newline]
            buffer = String(buffer[buffer.index(after: newline)...])
            if let event = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] {
                events.append(event)
            }
        }
    }

    /// The first event named `name` (after `skipping` of them) for which `matching` holds; nil if none came
    /// while the reader ran (it is given up to `attempts` tenths of a second: a bound, not a measurement).
    func event(
        _ name: String, skipping: Int = 0, attempts: Int = 600, matching: ([String: Any]) -> Bool = { _ in true }
    ) async -> [String: Any]? {
        for _ in 0..<attempts {
            let found = lock.withLock { events.filter { $0["event"] as? String == name && matching($0) } }
            if found.count > skipping { return found[skipping] }
            guard process.isRunning else { return nil }
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
        for _ in 0..<300 where process.isRunning { try? await Task.sleep(for: .milliseconds(100)) }
        return process.isRunning ? nil : process.terminationStatus
    }

    deinit {
        // SIGKILL: the reader inherits the test process's blocked SIGTERM.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
