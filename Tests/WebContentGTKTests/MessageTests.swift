import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

/// An echo strategy for reply tests.
struct EchoStrategy: ScriptMessageStrategy {
    let identifier = "echo"
    func receive(_ body: JSONValue) async throws -> JSONValue { .object(["echo": body]) }
}

extension GTKEngineSuite {
    /// Page-to-Swift messages through the `wck` handler in the content world, with and without a reply.
    @Suite @MainActor
    struct MessageTests {
        static func configuration() -> WebViewConfiguration {
            WebViewConfiguration {
                $0.scriptMessageStrategies = ScriptMessageStrategyRegistry([EchoStrategy()]); $0.trust = .trusted
            }
        }

        @Test func aMessageWithReplyResolvesInThePage() async throws {
            try await EngineFixture.with(Self.configuration()) { engine in
                try await engine.loadHTML("", baseURL: nil)
                let payload = JSONValue.object(["text": .string("</script>\u{2028}\"'"), "n": .number(3)])
                let reply = try await engine.callAsyncJavaScript(
                    "return await window.webkit.messageHandlers.wck.postMessage({send: 'echo', payload});",
                    arguments: ["payload": payload], in: .content, timeout: .seconds(5))
                #expect(reply == .object(["result": .object(["echo": payload])]))
                // An unknown strategy still gets an answer (an error object), never silence.
                let unknown = try await engine.callAsyncJavaScript(
                    "return await window.webkit.messageHandlers.wck.postMessage({send: 'nope'});",
                    arguments: [:], in: .content, timeout: .seconds(5))
                #expect(unknown["error"]?["name"] == .string("UnknownHandler"))
                let start = ContinuousClock.now
                for _ in 0..<50 {
                    _ = try await engine.callAsyncJavaScript(
                        "return await window.webkit.messageHandlers.wck.postMessage({send: 'echo', payload: 1});",
                        arguments: [:], in: .content, timeout: .seconds(5))
                }
                print("figure: callAsync + postMessage-with-reply round trip \(milliseconds(since: start) / 50) ms")
            }
        }

        @Test func eventsWithoutReplyReachThePresentationDelegate() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with(Self.configuration()) { engine in
                engine.presentationDelegate = delegate
                try await engine.loadHTML("", baseURL: nil)
                // Fire and forget: the page does not await the reply.
                _ = try await engine.evaluateJavaScript(
                    """
                    window.webkit.messageHandlers.wck.postMessage({event: {type: 'size', width: 400, height: 1234, generation: 7}});
                    window.webkit.messageHandlers.wck.postMessage(JSON.stringify({event: {type: 'tap', kind: 'image', url: 'https://example.com/i.png', generation: 7}}));
                    window.webkit.messageHandlers.wck.postMessage({event: {type: 'remoteBlocked', url: 'https://t.example/p.gif', tracker: true}});
                    1
                    """, in: .content, timeout: .seconds(5))
                #expect(await eventually { engine.attempts.trackers == 1 })
                #expect(delegate.sizes == [ContentSize(width: 400, height: 1234)])
                #expect(engine.contentSize == ContentSize(width: 400, height: 1234))
                #expect(delegate.taps == [.image(URL(string: "https://example.com/i.png")!)])
                #expect(engine.attempts.remoteRequests == 1)
            }
        }

        @Test func thePageWorldCannotPostToTheBridge() async throws {
            try await EngineFixture.with(Self.configuration()) { engine in
                try await engine.loadHTML("", baseURL: nil)
                let reachable = try await engine.evaluateJavaScript(
                    "typeof window.webkit?.messageHandlers?.wck", in: .page, timeout: .seconds(5))
                #expect(reachable == .string("undefined"))
            }
        }
    }
}
