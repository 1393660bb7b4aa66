import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The call channel's wire: calls are JSON data, never source; page messages parse into results by id.
@Suite(.timeLimit(.minutes(10))) struct BridgeChannelWireTests {
    @Test func aCallIsOneJSONObjectWhateverTheNameAndPayloadHold() throws {
        let name = "x\"); alert(1); (\"\u{2028}"
        let payload: JSONValue = .object(["s": .string("</script>\u{0}\u{2029}"), "n": .number(1.5)])
        let text = try BridgeChannelWire.call(id: 7, name: name, payload: payload)
        let parsed = try JSONValue(jsonString: text)
        #expect(parsed == .object(["id": .number(7), "name": .string(name), "payload": payload]))
        #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}"))
        let reply = try JSONValue(jsonString: BridgeChannelWire.reply(calls: [text, text]))
        #expect(reply["calls"]?.arrayValue?.count == 2)
        #expect(try JSONValue(jsonString: BridgeChannelWire.reply(calls: [])) == .object(["calls": .array([])]))
    }

    @Test func numbersJSONCannotCarryAreRefused() {
        let error = #expect(throws: WebContentError.self) {
            _ = try BridgeChannelWire.call(id: 1, name: "n", payload: .array([.number(.infinity)]))
        }
        #expect(error?.code == .invalidInput, "\(String(describing: error))")
    }

    @Test func aMessageGivesResultsAndErrorsById() throws {
        let message = try BridgeChannelWire.parse(
            """
            {"token":"t1","hello":true,"park":true,"results":[{"id":3,"result":{"a":1}},{"id":4},
            {"id":5,"error":{"name":"RangeError","message":"too far"}},{"id":-1,"result":2},{"result":3}]}
            """)
        #expect(message.token == "t1" && message.hello && message.park)
        #expect(message.results.map(\.id) == [3, 4, 5])
        #expect(try message.results[0].outcome.get() == .object(["a": .number(1)]))
        #expect(try message.results[1].outcome.get() == .null)
        #expect(throws: WebContentError.javaScript(name: "RangeError", message: "too far")) {
            try message.results[2].outcome.get()
        }
    }

    @Test func whatIsNotAChannelMessageIsRefused() {
        for text in ["", "[]", "{\"results\":[]}", "{\"token\":1}", "not json", "{\"token\":\"t\"} x"] {
            let error = #expect(throws: WebContentError.self, "\(text)") { _ = try BridgeChannelWire.parse(text) }
            #expect(error?.code == .pageMessage, "\(text): \(String(describing: error))")
        }
    }

    @Test func twentyThousandFuzzedMessagesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"token\"", "\"t\"", "\"results\"", "\"id\"", "\"result\"",
            "\"error\"", "1e308", "-0", "9007199254740993", "null", "true", "\"\\ud800\"", "\u{2028}", "\u{0}", "\"x",
        ]
        var wrong = 0
        for round in 0..<20_000 {
            if round % 10 == 0 {
                // A valid message among the noise must still parse, with its id and value intact.
                let id = UInt64.random(in: 1...(1 << 52), using: &generator)
                let text = #"{"token":"t","park":true,"results":[{"id":\#(id),"result":"\u2028\ud83d\ude00"}]}"#
                let message = try? BridgeChannelWire.parse(text)
                if message?.results.first?.id != id
                    || (try? message?.results.first?.outcome.get()) != .string("\u{2028}😀")
                {
                    wrong += 1
                }
                continue
            }
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = try? BridgeChannelWire.parse(text)  // refused or parsed; never a trap
        }
        #expect(wrong == 0)
    }
}
