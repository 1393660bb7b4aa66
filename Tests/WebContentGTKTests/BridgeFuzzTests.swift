import Foundation
import Testing
import WebContentCore
import WebContentPageSession

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Fuzzed messages through the real engine's handlers: the adapter's reading of JSCValues, the router and
    /// the call channel answer or reject every one, the host never crashes, and the bridge keeps working after.
    @Suite @MainActor
    struct BridgeFuzzTests {
        /// The in-page generator (a test resource): seeded, so a failure replays.
        static func generator() throws -> String {
            guard
                let url = Bundle.module.url(
                    forResource: "fuzz-messages", withExtension: "js", subdirectory: "Resources")
            else { throw WebContentError.invalidInput("fuzz-messages.js is not in the test bundle") }
            return try String(contentsOf: url, encoding: .utf8)
        }

        static func run(
            _ engine: GTKWebEngine, _ call: String, _ arguments: [String: JSONValue]
        ) async throws -> JSONValue {
            try await engine.callAsyncJavaScript(
                "return await \(call);", arguments: arguments, in: .content, timeout: .seconds(300))
        }

        static func count(_ value: JSONValue, _ key: String) -> Int { Int(value[key]?.doubleValue ?? -1) }

        /// Sized for CI (a hundred thousand took three minutes of the engine chain's critical path at load, and
        /// found nothing ten thousand does not): the seeds are fixed, so each run sends the same messages.
        @Test func tenThousandFuzzedMessagesAreEachAnsweredOrRejectedAndTheBridgeStillWorks() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await BridgeChannelTests.load(engine)
                _ = try await engine.evaluateJavaScript(try Self.generator(), in: .content, timeout: .seconds(5))
                let start = ContinuousClock.now
                let raw = try await Self.run(
                    engine, "WCKFuzz.run(handler, 10000, 20261122, 500)",
                    ["handler": .string(PageMessageRouter.handlerName)])
                print("figure: 10,000 raw fuzzed wck messages in \(Int(milliseconds(since: start))) ms: \(raw)")
                #expect(Self.count(raw, "settled") == 10_000)
                // Errors are answers too: the router answers every message it gets, with a value or an error.
                #expect(Self.count(raw, "answered") == 10_000)

                // Through the bridge's own API, payloads JSON cannot carry (functions, symbols, BigInt, cycles)
                // are rejected in the page or sent without the parts JSON drops; every send settles.
                let sends = try await Self.run(engine, "WCKFuzz.send(5000, 99, 500)", [:])
                print("figure: 5,000 fuzzed WebContentBridge.send payloads: \(sends)")
                #expect(Self.count(sends, "settled") == 5_000)
                #expect(Self.count(sends, "rejected") > 250)
                // Well-formed sends share their batches with the bad ones and are answered all the same (when one
                // bad payload failed its whole batch, none was).
                #expect(Self.count(sends, "good") == 500)
                #expect(Self.count(sends, "goodEchoed") == 500)

                // The call channel's handler: junk is rejected, never parked, and never takes the channel over.
                let calls = try await Self.run(
                    engine, "WCKFuzz.run(handler, 2000, 7, 500)", ["handler": .string(BridgeChannelWire.handlerName)])
                print("figure: 2,000 raw fuzzed wckCall messages: \(calls)")
                #expect(Self.count(calls, "settled") == 2_000)
                #expect(Self.count(calls, "rejected") == 2_000)

                // Afterwards the bridge still answers over its channel, and strategies still get well-formed sends.
                let (echoed, route) = try await BridgeChannelTests.trace(engine, .object(["after": .bool(true)]))
                #expect(echoed == .object(["after": .bool(true)]))
                #expect(route == .channel)
                let sent = try await Self.run(engine, "WebContentBridge.send('echo', {n: 1})", [:])
                #expect(sent == .object(["n": .number(1)]))
            }
        }
    }
}
