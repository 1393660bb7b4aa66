import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The one message path both adapters take: a send posted as bridge.js posts it is answered with its reply.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageMessageInboxTests {
    /// What bridge.js posts for `WebContentBridge.send("echo", payload)`: a batch of message texts, as one text.
    static func bridgePost(_ name: String, _ payload: JSONValue) -> String {
        let message = JSONValue.object(["send": .string(name), "payload": payload]).jsonString
        return JSONValue.object(["batch": .array([.string(message)])]).jsonString
    }

    func answer(_ message: PostedPageMessage, strategies: [String] = ["echo"]) async -> JSONValue? {
        let log = PageSendLog()
        let inbox = PageMessageInbox(
            configuration: WebViewConfiguration { $0.scriptMessageStrategies = log.strategies(strategies) }
        ) { _ in }
        return try? JSONValue(jsonString: await inbox.answer(message))
    }

    @Test func aSendPostedAsBridgeJSPostsItIsAnswered() async {
        let payload = JSONValue.object(["text": .string("\"q\" \\ </script>"), "n": .number(2)])
        let answer = await answer(.text(Self.bridgePost("echo", payload)))
        #expect(answer == .array([.object(["result": .object(["echo": payload])])]))
    }

    /// The adapter bug: the posted text encoded again as a JSON string literal. The router still finds the send.
    @Test func aSendEncodedOnceMoreIsStillASend() async {
        let posted = Self.bridgePost("echo", .number(1))
        #expect(JSONValue.string(posted).jsonString.contains("\"send\\\"") == false)  // the quick look misses it
        let answer = await answer(.value(json: JSONValue.string(posted).jsonString))
        #expect(answer == .array([.object(["result": .object(["echo": .number(1)])])]))
    }

    @Test func aPostedValueIsAnsweredAsAValueAndTextAsText() {
        #expect(PostedPageMessage.text("{}").answersAsText)
        #expect(!PostedPageMessage.value(json: "{}").answersAsText)
        #expect(PostedPageMessage.value(json: nil).json == "null")
    }

    @Test func anUnknownStrategyIsAnErrorForThatMessageOnly() async {
        let answer = await answer(.text(Self.bridgePost("nobody", .null)))
        #expect(answer?.arrayValue?.first?["error"]?["name"] == .string("UnknownHandler"))
    }
}
