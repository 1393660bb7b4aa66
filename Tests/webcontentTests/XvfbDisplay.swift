import Foundation

/// An X server of the test's own, so the test and the reader window share a display that `xdotool` can drive.
///
/// `-displayfd` lets Xvfb pick a free display number and say which: suites running side by side never collide.
final class XvfbDisplay: @unchecked Sendable {
    let name: String
    private let process: Process

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    init(width: Int = 1280, height: Int = 1024) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Unavailable(description: "Xvfb exited before naming its display") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        name = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `xdotool` on this display with `arguments`; its standard output.
    ///
    /// Waits through a termination handler, never `waitUntilExit`, which can stall a task on Linux.
    @discardableResult
    func xdotool(_ arguments: [String]) async throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        tool.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("xdotool-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        tool.standardOutput = try FileHandle(forWritingTo: output)
        let _: Int32 = try await withCheckedThrowingContinuation { continuation in
            tool.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try tool.run()
            } catch {
                tool.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    deinit {
        // SIGKILL: children of the test process inherit its blocked SIGTERM (seen: Xvfb outlived every run).
        kill(process.processIdentifier, SIGKILL)
    }
}
