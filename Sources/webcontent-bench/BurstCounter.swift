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

    /// nil when burst `run` delivered 0..<count exactly once each and in order, else what went wrong;
    /// clears what was recorded.
    func check(run: Int, count: Int) -> String? {
        let got = lock.withLock {
            let all = received
            received = []
            return all
        }
        let mine = got.filter { $0.run == run }
        let distinct = Set(mine.map(\.seq))
        if mine.count != count || distinct.count != count || got.count != mine.count {
            return
                "received \(mine.count) of \(count) (\(distinct.count) distinct, \(got.count - mine.count) from other bursts)"
        }
        if let index = mine.indices.first(where: { mine[$0].seq != $0 }) {
            return "all \(count) delivered once, but out of order from position \(index) (got seq \(mine[index].seq))"
        }
        return nil
    }
}
