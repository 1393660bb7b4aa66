import Foundation

/// An X server of the test's own, so the test and the reader window share a display that `xdotool` can drive.
///
/// `-displayfd` lets Xvfb pick a free display number and say which: suites running side by side never collide.
public final class XvfbDisplay: Sendable {
    /// The `DISPLAY` value (`:3`).
    public let name: String
    private let server: ChildProcess

    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public init(width: Int = 1280, height: Int = 1024) throws {
        server = try ChildProcess(
            "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
        // Xvfb writes its display number once it accepts clients (up to 30 s on a loaded machine).
        for _ in 0..<3000 where !server.output.contains("\n") && server.isRunning { usleep(10_000) }
        let number = server.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty else { throw Unavailable(description: "Xvfb named no display: \(server.errorOutput)") }
        name = ":" + number
    }

    /// Runs `xdotool` on this display with `arguments`; its standard output.
    @discardableResult
    public func xdotool(_ arguments: [String]) async throws -> String {
        let environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        let tool = try ChildProcess("/usr/bin/xdotool", arguments, environment: environment)
        await tool.wait(limit: .seconds(30))
        return tool.output
    }
}
