import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// The one message path both adapters take: a send posted as bridge.js posts it is answered with its reply.
@MainActor
@Suite struct PageMessageInboxTests {
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
        let text = await withCheckedContinuation { continuation in
            inbox.receive(message) { continuation.resume(returning: $0) }
        }
        return try? JSONValue(jsonString: text)
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

    @Test func anEventIsAnsweredBeforeReceiveReturns() {
        var events: [PageEvent] = []
        let inbox = PageMessageInbox(configuration: WebViewConfiguration()) { events.append($0) }
        var answered: String?
        let event = #"{"event":{"type":"click","href":"https://a.example/","mainFrame":true}}"#
        inbox.receive(.text(#"{"batch":[\#(JSONValue.string(event).jsonString)]}"#)) { answered = $0 }
        #expect(answered == #"[{"ok":true}]"#)
        #expect(events == [.click(url: URL(string: "https://a.example/"), isMainFrame: true)])
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
