import Foundation
import WebContentCore

/// The `bench.count` script-message strategy: records every `{run, seq}` it receives, in arrival order.
final class BurstCounter: ScriptMessageStrategy, @unchecked Sendable {
    let identifier = "bench.count"
    // Guarded by `lock`: the router calls from the main actor, the figure reads between bursts.
    private let lock = NSLock()
    private var received: [(run: Int, seq: Int)] = []

    func receive(_ body: JSONValue) async throws -> JSONValue {
        let run = body["run"]?.intValue ?? -1
        let seq = body["seq"]?.intValue ?? -1
        lock.withLock { received.append((run, seq)) }
        return .null
    }

    /// Whether burst `run` delivered 0..<count exactly once each, in order; clears what was recorded.
    func checkAndReset(run: Int, count: Int) -> Bool {
        let got = lock.withLock {
            let all = received
            received = []
            return all
        }
        guard got.count == count else { return false }
        for (index, message) in got.enumerated() where message.run != run || message.seq != index { return false }
        return true
    }
}
