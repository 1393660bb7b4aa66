import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The engine-free helpers every adapter builds on: value conversion, replies and posted messages (the pending calls and waiting answers have their own suites).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct AdapterSupportTests {
    @Test func valuesRoundTripThroughFoundationObjects() throws {
        let value = JSONValue.object([
            "text": .string("quote \" </script> \u{2028} nul \u{0} emoji 🧪"),
            "list": .array([.number(1.5), .bool(true), .bool(false), .null]),
            "nested": .object(["n": .number(-42)]),
        ])
        let object = try FoundationJSON.object(value)
        #expect(try FoundationJSON.value(object) == value)
    }

    @Test func nothingAndBoxedNothingAreNull() throws {
        #expect(FoundationJSON.text(nil) == "null")
        // WebKit's Swift overlay boxes `undefined` as an Optional.none inside Any.
        let boxed: Any = Optional<Any>.none as Any
        #expect(try FoundationJSON.value(boxed) == .null)
    }

    @Test func aMissingAnswerRejectsThePagesPromise() {
        let log = ReplyLog()
        let reply = ReplyOnce { value, error in
            log.replies.append("\(value.map { "\($0)" } ?? "nil")|\(error ?? "nil")")
        }
        reply.answer(nil, to: .text("{}"))
        reply.answer("{}", to: .text("{}"))
        #expect(log.replies == ["nil|no answer"])
        // Negative control: an answer to text is that text.
        let answered = ReplyOnce { value, _ in log.replies.append("\(value.map { "\($0)" } ?? "nil")") }
        answered.answer("[1]", to: .text("{}"))
        #expect(log.replies.last == "[1]")
    }

    @Test func aPostedStringIsTheMessagesOwnTextAndAnythingElseIsEncoded() {
        #expect(PostedPageMessage(foundationBody: "{\"a\":1}") == .text("{\"a\":1}"))
        #expect(PostedPageMessage(foundationBody: ["a": 1] as [String: Any]) == .value(json: "{\"a\":1}"))
        #expect(PostedPageMessage(foundationBody: NSObject()) == .value(json: nil))
    }
}

/// Records what reply handlers received.
@MainActor
final class ReplyLog {
    var replies: [String] = []
}
