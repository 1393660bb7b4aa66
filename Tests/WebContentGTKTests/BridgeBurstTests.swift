import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// A page-to-Swift burst through the bridge on the real engine: 3,000 calls in flight at once, each answered
    /// once and in order, and a call sent after 3,000 events still answered. The speed of both, and
    /// of a round trip, against the bare engine are the benchmark's figures (R2rtt, R2throughput), not this test's.
    @Suite @MainActor
    struct BridgeBurstTests {
        static let count = 3_000

        @Test(.timeLimit(.minutes(2)))
        func aBurstIsAnsweredOnceAndInOrder() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await BridgeIsolationTests.load(engine, "<main id=wck-content></main>")
                let arguments: [String: JSONValue] = ["n": .number(Double(Self.count))]
                let batched = try await engine.callAsyncJavaScript(
                    """
                    const all = [];
                    for (let i = 0; i < n; i++) all.push(WebContentBridge.send('echo', {i}));
                    const replies = await Promise.all(all);
                    return replies.every((r, i) => r.i === i) ? replies.length : -1;
                    """, arguments: arguments, in: .content, timeout: .seconds(60))
                #expect(batched == .number(Double(Self.count)))
                // Events carry no answer; a burst of them must not hold up or break the channel for the next call.
                let events = try await engine.callAsyncJavaScript(
                    """
                    for (let i = 0; i < n; i++) WebContentBridge.emit({type: 'remoteBlocked', url: 'u' + i});
                    const after = await WebContentBridge.send('echo', {i: n});
                    return after.i;
                    """, arguments: arguments, in: .content, timeout: .seconds(60))
                #expect(events == .number(Double(Self.count)))
            }
        }
    }
}
