import BridgeFuzz
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
        static func count(_ value: JSONValue, _ key: String) -> Int { BridgeFuzz.count(value, key) }

        /// Sized for CI (``BridgeFuzz/ci``; the large run is webcontent-bench's soak, ``BridgeFuzz/soak``): the seeds
        /// are fixed, so each run sends the same messages.
        @Test func tenThousandFuzzedMessagesAreEachAnsweredOrRejectedAndTheBridgeStillWorks() async throws {
            let size = BridgeFuzz.ci
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await BridgeChannelTests.load(engine)
                let outcome = try await BridgeFuzz.run(on: engine, size: size)
                let raw = outcome.raw
                print("figure: \(size.raw) raw fuzzed wck messages in \(Int(outcome.rawMilliseconds)) ms: \(raw)")
                #expect(Self.count(raw, "settled") == size.raw)
                // Errors are answers too: the router answers every message it gets, with a value or an error.
                #expect(Self.count(raw, "answered") == size.raw)

                // Through the bridge's own API, payloads JSON cannot carry (functions, symbols, BigInt, cycles)
                // are rejected in the page or sent without the parts JSON drops; every send settles.
                let sends = outcome.sends
                print("figure: \(size.sends) fuzzed WebContentBridge.send payloads: \(sends)")
                #expect(Self.count(sends, "settled") == size.sends)
                #expect(Self.count(sends, "rejected") > size.sends / 20)
                // Well-formed sends share their batches with the bad ones and are answered all the same (when one
                // bad payload failed its whole batch, none was): every tenth send is one.
                #expect(Self.count(sends, "good") == size.sends / 10)
                #expect(Self.count(sends, "goodEchoed") == size.sends / 10)

                // The call channel's handler: junk is rejected, never parked, and never takes the channel over.
                let calls = outcome.calls
                print("figure: \(size.calls) raw fuzzed wckCall messages: \(calls)")
                #expect(Self.count(calls, "settled") == size.calls)
                #expect(Self.count(calls, "rejected") == size.calls)

                // Afterwards the bridge still answers over its channel, and strategies still get well-formed sends.
                let (echoed, route) = try await BridgeChannelTests.trace(engine, .object(["after": .bool(true)]))
                #expect(echoed == .object(["after": .bool(true)]))
                #expect(route == .channel)
                let sent = try await engine.callAsyncJavaScript(
                    "return await WebContentBridge.send('echo', {n: 1});", arguments: [:], in: .content,
                    timeout: .seconds(5))
                #expect(sent == .object(["n": .number(1)]))
            }
        }
    }
}
