import Foundation
import Testing

@testable import WebContentCore

/// PageMessageRouter: single and batched messages, order, strategy dispatch, events, errors, limits.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct MessagingRouterTests {
    /// Replies with the body it got, and remembers the order of calls.
    struct Echo: ScriptMessageStrategy {
        let identifier = "echo"
        let log: Log
        func receive(_ body: JSONValue) async throws -> JSONValue {
            await log.append(body)
            return body
        }
    }

    struct Failing: ScriptMessageStrategy {
        let identifier = "fail"
        func receive(_ body: JSONValue) async throws -> JSONValue {
            throw WebContentError.javaScript(name: "RangeError", message: "no")
        }
    }

    struct NotJSON: ScriptMessageStrategy {
        let identifier = "nan"
        func receive(_ body: JSONValue) async throws -> JSONValue { .number(.nan) }
    }

    actor Log {
        var bodies: [JSONValue] = []
        func append(_ body: JSONValue) { bodies.append(body) }
    }

    final class Events {
        var received: [PageEvent] = []
    }

    private func router(limits: PageMessageLimits = .standard) -> (PageMessageRouter, Events, Log) {
        let events = Events()
        let log = Log()
        let registry = ScriptMessageStrategyRegistry([Echo(log: log), Failing(), NotJSON()])
        let router = PageMessageRouter(strategies: registry, limits: limits) { events.received.append($0) }
        return (router, events, log)
    }

    private func answer(_ router: PageMessageRouter, _ raw: String) async throws -> JSONValue {
        try JSONValue(jsonString: await router.receive(raw))
    }

    private func errorName(_ value: JSONValue) -> String? { value["error"]?["name"]?.stringValue }

    private func sizes(_ events: Events) -> [ContentSize] {
        events.received.compactMap { if case .contentSize(let size, _) = $0 { size } else { nil } }
    }

    @Test func clickEventIsDispatchedAndAcknowledged() async throws {
        let (router, events, _) = router()
        let reply = try await answer(
            router, #"{"event":{"type":"click","href":"https://a.example/x","mainFrame":true}}"#)
        #expect(reply == .object(["ok": .bool(true)]))
        #expect(events.received == [.click(url: URL(string: "https://a.example/x"), isMainFrame: true)])
    }

    @Test func tapSizeAndBlockedEventsCarryTheirGeneration() async throws {
        let (router, events, _) = router()
        let raw = #"""
            {"batch":[
              {"event":{"type":"tap","kind":"image","url":"https://i.example/a.png","generation":7}},
              {"event":{"type":"tap","kind":"embed","embed":"video","url":"https://v.example/v.mp4","generation":7}},
              {"event":{"type":"size","width":390,"height":1234.5,"generation":8}},
              {"event":{"type":"remoteBlocked","url":"https://t.example/p.gif","tracker":true}}
            ]}
            """#
        let reply = try await answer(router, raw)
        #expect(reply.arrayValue?.count == 4)
        #expect(
            events.received == [
                .tap(.image(URL(string: "https://i.example/a.png")!), RenderGeneration(7)),
                .tap(.embed(.video, URL(string: "https://v.example/v.mp4")!), RenderGeneration(7)),
                .contentSize(ContentSize(width: 390, height: 1234.5), RenderGeneration(8)),
                .remoteBlocked(url: "https://t.example/p.gif", tracker: true),
            ])
    }

    @Test func batchAnswersEachMessageInOrder() async throws {
        let (router, events, log) = router()
        let messages = (0..<50).map { #"{"send":"echo","payload":{"i":\#($0)}}"# }
        let raw =
            #"{"batch":["# + messages.joined(separator: ",")
            + #",{"send":"fail"},{"send":"nobody"},{"event":{"type":"size","width":1,"height":2}}]}"#
        let reply = try await answer(router, raw)
        let answers = try #require(reply.arrayValue)
        #expect(answers.count == 53)
        for index in 0..<50 {
            #expect(answers[index] == .object(["result": .object(["i": .number(Double(index))])]))
        }
        #expect(errorName(answers[50]) == "RangeError")
        #expect(errorName(answers[51]) == "UnknownHandler")
        #expect(answers[52] == .object(["ok": .bool(true)]))
        #expect(await log.bodies == (0..<50).map { .object(["i": .number(Double($0))]) })
        #expect(events.received == [.contentSize(ContentSize(width: 1, height: 2), .none)])
    }

    @Test func batchMessagesSentAsTheirOwnTextFailAlone() async throws {
        let (router, events, _) = router()
        // The bridge's form: each message its own JSON text. Too deep, malformed and too large fail alone.
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let texts = [
            #"{"send":"echo","payload":1}"#, #"{"send":"echo","payload":"# + deep + "}", "{nope",
            #"{"event":{"type":"size","width":1,"height":2}}"#, #"{"send":"echo","payload":2}"#,
        ]
        let raw = PageMessageWriter.text(.object(["batch": .array(texts.map { .string($0) })]))
        let answers = try #require(try await answer(router, raw).arrayValue)
        #expect(answers.count == 5)
        #expect(answers[0] == .object(["result": .number(1)]))
        #expect(errorName(answers[1]) != nil)
        #expect(errorName(answers[2]) != nil)
        #expect(answers[3] == .object(["ok": .bool(true)]))
        #expect(answers[4] == .object(["result": .number(2)]))
        #expect(sizes(events) == [ContentSize(width: 1, height: 2)])
        // The control: the same deep payload inside an object batch fails the whole batch.
        let whole = try await answer(
            router, #"{"batch":[{"send":"echo","payload":1},{"send":"echo","payload":"# + deep + "}]}")
        #expect(errorName(whole) != nil)
    }

    @Test func eventOnlyBatchesOfTextsAreAnsweredNowAndSendsAreLeftForTheRouter() async throws {
        let (router, events, _) = router()
        let eventsOnly = PageMessageWriter.text(
            .object(["batch": .array([.string(#"{"event":{"type":"size","width":3,"height":4}}"#)])]))
        #expect(router.receiveEventsNow(eventsOnly) == #"[{"ok":true}]"#)
        #expect(sizes(events) == [ContentSize(width: 3, height: 4)])
        let withSend = PageMessageWriter.text(.object(["batch": .array([.string(#"{"send":"echo","payload":1}"#)])]))
        #expect(router.receiveEventsNow(withSend) == nil)
    }

    @Test func aResultJSONCannotHoldFailsAlone() async throws {
        let (router, _, _) = router()
        let reply = try await answer(router, #"{"batch":[{"send":"nan"},{"send":"echo","payload":1}]}"#)
        #expect(errorName(reply.arrayValue?[0] ?? .null) == "BadResult")
        #expect(reply.arrayValue?[1] == .object(["result": .number(1)]))
    }

    @Test(arguments: [
        "not json", "", "[1,2]", "42", "null", "{}", #"{"batch":5}"#, #"{"batch":[],"send":"echo"}"#,
        #"{"event":{"type":"boom"}}"#, #"{"event":{"type":"size","width":-1,"height":2}}"#,
        #"{"event":{"type":"tap","kind":"image","url":"https://x","generation":-3}}"#,
        #"{"event":{"type":"tap","kind":"embed","embed":"applet","url":"https://x"}}"#, #"{"send":5}"#,
        #"{"send":"echo","payload":"\ud800"}"#, #"{"send":"echo","payload":"\udc00x"}"#,
        "{\"send\":\"echo\",\"payload\":\"a\u{0}b\"}", "{\"send\":\"echo\"}\u{0}",
    ])
    func malformedInputIsAnsweredWithAnError(raw: String) async throws {
        let (router, events, _) = router()
        let reply = try await answer(router, raw)
        #expect(errorName(reply) != nil, "\(raw) -> \(reply)")
        #expect(events.received.isEmpty)
    }

    @Test func validTextWithEscapesAndLineSeparatorsIsAccepted() async throws {
        let (router, _, _) = router()
        // The detector above must not refuse what is legitimate: escaped NUL, U+2028/9, a surrogate pair.
        let raw = "{\"send\":\"echo\",\"payload\":\"a\\u0000b\u{2028}c\u{2029}\\ud83d\\ude00\"}"
        let reply = try await answer(router, raw)
        #expect(reply == .object(["result": .string("a\u{0}b\u{2028}c\u{2029}😀")]))
    }

    @Test func aPostedStringOfJSONIsUnwrappedOnce() async throws {
        let (router, _, _) = router()
        let reply = try await answer(router, #""{\"send\":\"echo\",\"payload\":3}""#)
        #expect(reply == .object(["result": .number(3)]))
    }

    @Test func limitsRefuseTooLargeTooDeepAndTooManyButAcceptTheLimitItself() async throws {
        let limits = PageMessageLimits(maxBytes: 1000, maxDepth: 8, maxBatchCount: 3)
        let (router, _, _) = router(limits: limits)
        let big = #"{"send":"echo","payload":""# + String(repeating: "x", count: 1000) + #""}"#
        #expect(errorName(try await answer(router, big)) == "TooLarge")
        let deep =
            #"{"send":"echo","payload":"# + String(repeating: "[", count: 8) + String(repeating: "]", count: 8) + "}"
        #expect(errorName(try await answer(router, deep)) == "TooLarge")
        let fits =
            #"{"send":"echo","payload":"# + String(repeating: "[", count: 7) + String(repeating: "]", count: 7) + "}"
        #expect(errorName(try await answer(router, fits)) == nil)
        let many = #"{"batch":[{"send":"echo"},{"send":"echo"},{"send":"echo"},{"send":"echo"}]}"#
        #expect(errorName(try await answer(router, many)) == "TooLarge")
        let three = #"{"batch":[{"send":"echo"},{"send":"echo"},{"send":"echo"}]}"#
        #expect(try await answer(router, three).arrayValue?.count == 3)
    }

    @Test func aDeeplyNestedHostileMessageIsRefusedBeforeDecoding() async throws {
        let (router, _, _) = router()
        let hostile = String(repeating: "[", count: 200_000)
        #expect(errorName(try await answer(router, hostile)) == "TooLarge")
    }
}
