import Foundation
import Testing
import WebContentConformance

/// Loopback listeners in a process of their own (Resources/tripwire.py) that log every request they get: the
/// egress tests' witness, sharing no code with the service.
final class Tripwires {
    let process: ChildProcess
    /// Each listener's port, by address.
    let ports: [String: Int]

    /// Starts a listener per spec (`ADDRESS`, or `ADDRESS>TARGET` to redirect every request to TARGET's listener).
    init(_ specs: [String]) async throws {
        let script = try #require(Bundle.module.url(forResource: "Resources/tripwire", withExtension: "py"))
        process = try ChildProcess("/usr/bin/env", ["python3", script.path] + specs)
        for _ in 0..<600 where process.isRunning && !process.output.contains("ready\n") {
            try await Task.sleep(for: .milliseconds(20))
        }
        var ports: [String: Int] = [:]
        for line in process.output.split(separator: "\n") where line.hasPrefix("listening ") {
            let fields = line.split(separator: " ")
            ports[String(fields[1])] = Int(fields[2])
        }
        self.ports = ports
        guard ports.count == specs.count else {
            throw RenderBinary.NotFound(description: "tripwires did not start: \(process.errorOutput)")
        }
    }

    /// The request lines `address` got.
    func hits(_ address: String) -> [String] {
        process.output.split(separator: "\n").filter { $0.hasPrefix("hit \(address) ") }
            .map { String($0.dropFirst("hit \(address) ".count)) }
    }

    /// Every request any listener got.
    var allHits: [String] { process.output.split(separator: "\n").filter { $0.hasPrefix("hit ") }.map(String.init) }

    func stop() async {
        kill(process.pid, SIGTERM)
        _ = await process.wait(limit: .seconds(10))
    }
}
