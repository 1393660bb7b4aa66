import Foundation
public import WebContentCore
import WebContentPageSession

/// The seeded fuzz of page-to-Swift messages (Resources/fuzz-messages.js, evaluated in the content world), shared
/// by `BridgeFuzzTests`, which sends a fixed-seed size CI carries, and webcontent-bench's soak, which sends the
/// large run: one generator, one driver, two sizes.
///
/// Three parts, each seeded: raw messages posted to the router's handler (``PageMessageRouter/handlerName``),
/// payloads through `WebContentBridge.send` (to the `echo` strategy, ``Echo``, or to unknown ones) and raw messages
/// posted to the call channel's handler. Every message must settle; the counts say how.
public enum BridgeFuzz {
    /// How many messages each part sends, and how many are in flight at a time.
    public struct Size: Sendable {
        /// Raw messages posted to the router's handler.
        public var raw: Int
        /// Payloads sent through `WebContentBridge.send`.
        public var sends: Int
        /// Raw messages posted to the call channel's handler.
        public var calls: Int
        /// Messages in flight at a time.
        public var concurrency = 500

        /// A size of `raw`, `sends` and `calls` messages.
        public init(raw: Int, sends: Int, calls: Int) {
            self.raw = raw
            self.sends = sends
            self.calls = calls
        }
    }

    /// What the tests send: a hundred thousand raw messages took three minutes of the engine chain's critical
    /// path at load and found nothing ten thousand does not.
    public static let ci = Size(raw: 10_000, sends: 5_000, calls: 2_000)
    /// What the benchmark's soak sends.
    public static let soak = Size(raw: 100_000, sends: 50_000, calls: 20_000)

    /// The seed of the raw messages to the router's handler; the seeds are fixed, so every run of a size sends the
    /// same messages.
    public static let rawSeed = 20_261_122
    /// The seed of the payloads sent through `WebContentBridge.send`.
    public static let sendSeed = 99
    /// The seed of the raw messages to the call channel's handler.
    public static let callSeed = 7

    /// The strategy `WebContentBridge.send('echo', ...)` reaches: answers its payload.
    public struct Echo: ScriptMessageStrategy {
        /// The name the page sends to.
        public let identifier = "echo"
        /// The strategy.
        public init() {}
        /// Answers `body` itself.
        public func receive(_ body: JSONValue) async throws -> JSONValue { body }
    }

    /// The page's counts for each part (`answered`, `rejected`, `threw`, `settled`; for sends also `good` and
    /// `goodEchoed`), and how long each part took.
    public struct Outcome: Sendable {
        /// The raw messages to the router's handler.
        public var raw: JSONValue = .null
        /// The payloads through `WebContentBridge.send`.
        public var sends: JSONValue = .null
        /// The raw messages to the call channel's handler.
        public var calls: JSONValue = .null
        /// How long the raw messages to the router took, in milliseconds.
        public var rawMilliseconds = 0.0
        /// How long the sends took, in milliseconds.
        public var sendsMilliseconds = 0.0
        /// How long the raw call-channel messages took, in milliseconds.
        public var callsMilliseconds = 0.0
    }

    /// The in-page generator's source.
    public static func generator() throws -> String {
        guard let url = Bundle.module.url(forResource: "fuzz-messages", withExtension: "js", subdirectory: "Resources")
        else { throw WebContentError.invalidInput("fuzz-messages.js is not in the BridgeFuzz bundle") }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Sends `size`'s messages on `engine`, whose page must have the bridge in the content world and an ``Echo``
    /// strategy; each part's call may take `timeout`.
    @MainActor
    public static func run(
        on engine: any WebEngine, size: Size, timeout: Duration = .seconds(300)
    ) async throws -> Outcome {
        _ = try await engine.evaluateJavaScript(try generator(), in: .content, timeout: .seconds(5))
        func part(_ call: String, _ arguments: [String: JSONValue]) async throws -> (JSONValue, Double) {
            let start = ContinuousClock.now
            let value = try await engine.callAsyncJavaScript(
                "return await \(call);", arguments: arguments, in: .content, timeout: timeout)
            return (value, (ContinuousClock.now - start).milliseconds)
        }
        let concurrency = JSONValue.number(Double(size.concurrency))
        var outcome = Outcome()
        (outcome.raw, outcome.rawMilliseconds) = try await part(
            "WCKFuzz.run(handler, count, seed, concurrency)",
            [
                "handler": .string(PageMessageRouter.handlerName), "count": .number(Double(size.raw)),
                "seed": .number(Double(rawSeed)), "concurrency": concurrency,
            ])
        (outcome.sends, outcome.sendsMilliseconds) = try await part(
            "WCKFuzz.send(count, seed, concurrency)",
            ["count": .number(Double(size.sends)), "seed": .number(Double(sendSeed)), "concurrency": concurrency])
        (outcome.calls, outcome.callsMilliseconds) = try await part(
            "WCKFuzz.run(handler, count, seed, concurrency)",
            [
                "handler": .string(BridgeChannelWire.handlerName), "count": .number(Double(size.calls)),
                "seed": .number(Double(callSeed)), "concurrency": concurrency,
            ])
        return outcome
    }

    /// A part's count by name (-1 when the page did not give it).
    public static func count(_ value: JSONValue, _ key: String) -> Int { Int(value[key]?.doubleValue ?? -1) }
}
