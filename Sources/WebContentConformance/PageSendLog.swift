public import WebContentCore

/// Records what the page sent to Swift, and answers it: the strategies of the bridge conformance bodies.
@MainActor
public final class PageSendLog {
    /// Every body received, in order, by strategy name.
    public private(set) var received: [String: [JSONValue]] = [:]

    /// An empty log.
    public init() {}

    /// Strategies that record under `names`: "echo" replies `{"echo": body}`, any other replies `null`.
    public nonisolated func strategies(_ names: [String]) -> ScriptMessageStrategyRegistry {
        ScriptMessageStrategyRegistry(names.map { RecordingStrategy(identifier: $0, log: self) })
    }

    func record(_ name: String, _ body: JSONValue) {
        received[name, default: []].append(body)
    }
}

/// A strategy that records each body in a ``PageSendLog``.
struct RecordingStrategy: ScriptMessageStrategy {
    let identifier: String
    let log: PageSendLog

    func receive(_ body: JSONValue) async throws -> JSONValue {
        await log.record(identifier, body)
        return identifier == "echo" ? .object(["echo": body]) : .null
    }
}
