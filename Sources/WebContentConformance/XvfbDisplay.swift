import Foundation

/// An X server of the test's own, so the test and the reader window share a display that `xdotool` can drive.
///
/// It takes a random display number from 300 up, not the lowest free one (`-displayfd`): every `webcontent`
/// process of the CLI tests starts an Xvfb with `-displayfd` from 0, and two servers racing for one number can
/// leave the winner without its socket file, which WebKit's sandboxed web processes need to reach the display.
public final class XvfbDisplay: Sendable {
    /// The `DISPLAY` value (`:3`).
    public let name: String
    private let server: ChildProcess

    /// Starts a server of `width` by `height`; throws a ``ConformanceFailure`` when none starts.
    ///
    /// Awaits the server rather than blocking a thread: tests share a cooperative pool as small as the machine's
    /// cores, and a blocked one stalls every other test's tasks.
    public init(width: Int = 1280, height: Int = 1024) async throws {
        var failures: [String] = []
        for _ in 0..<20 {
            let number = Int.random(in: 300..<3000)
            let socket = "/tmp/.X11-unix/X\(number)"
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock"),
                !FileManager.default.fileExists(atPath: socket)
            else { continue }
            let server = try ChildProcess(
                "/usr/bin/Xvfb", [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
            // Ready once its socket file is there (up to 30 s on a loaded machine); one that ended lost the number.
            for _ in 0..<3000 where server.isRunning && !FileManager.default.fileExists(atPath: socket) {
                try? await Task.sleep(for: .milliseconds(10))
            }
            if server.isRunning {
                self.server = server
                name = ":\(number)"
                return
            }
            failures.append(String(server.errorOutput.suffix(300)))
        }
        throw ConformanceFailure("no Xvfb started: \(failures.joined(separator: " | "))")
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
