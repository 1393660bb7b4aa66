import Foundation
import WebContentConformance

#if os(Linux)
import WebContentGTK
#endif

extension ServeFigure {
    /// `webcontent serve` on a free loopback port, started clean and ready (its engines warm).
    final class Server {
        let child: ChildProcess
        let url: String

        init(webcontent: URL, arguments: [String]) throws {
            child = try ChildProcess(
                webcontent.path, ["serve", "--port", "0"] + arguments, environment: CleanEnvironment.variables)
            url = try Self.address(child, marker: "listening on ")
            for _ in 0..<1200 where !child.errorOutput.contains("ready:") {
                guard child.isRunning else { break }
                usleep(50_000)
            }
            guard child.errorOutput.contains("ready:") else {
                throw BenchError.failed("webcontent serve did not get ready: \(child.errorOutput.suffix(500))")
            }
        }

        /// Resident memory of the service and every WebKit process below it, in MiB.
        var residentMiB: Double {
            #if os(Linux)
            ProcessMemory.tree(of: child.pid).rss
            #else
            0
            #endif
        }

        func stop() {
            kill(child.pid, SIGTERM)
            _ = child.waitBlocking()
        }

        /// The URL the child printed after `marker` on its standard output.
        static func address(_ child: ChildProcess, marker: String) throws -> String {
            for _ in 0..<1200 {
                if let line = child.output.split(separator: "\n").first(where: { $0.contains(marker) }),
                    let range = line.range(of: marker)
                {
                    return String(line[range.upperBound...])
                }
                guard child.isRunning else { break }
                usleep(50_000)
            }
            throw BenchError.failed("\(marker)never printed: \(child.errorOutput.suffix(500))")
        }
    }

    /// The Playwright/Chromium HTTP renderer, its pages open.
    final class PeerServer {
        let child: ChildProcess
        let url: String

        init(python: URL, script: URL) throws {
            child = try ChildProcess(
                python.path, [script.path, "\(ServeFigure.jobs)", "390"], environment: CleanEnvironment.variables)
            url = "http://127.0.0.1:" + (try Server.address(child, marker: "listening "))
        }

        func stop() {
            kill(child.pid, SIGTERM)
            _ = child.waitBlocking()
        }
    }
}
