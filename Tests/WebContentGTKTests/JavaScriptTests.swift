import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Evaluate and call-async on the real engine: values in and out, exceptions, timeouts, cancellation.
    @Suite @MainActor
    struct JavaScriptTests {
        static let hostile: [String] = [
            "quote \" and ' and ` and \\ backslash",
            "</script><script>alert(1)</script>",
            "line\u{2028}separator\u{2029}paragraph",
            "nul\u{0}inside",
            "emoji 👩‍👩‍👧 and é",
            "${injection} ); alert(1); (",
        ]

        @Test func argumentsRoundTripExactly() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                for text in Self.hostile {
                    let arguments: [String: JSONValue] = [
                        "text": .string(text),
                        "nested": .object(["list": .array([.string(text), .number(1.5), .bool(true), .null])]),
                    ]
                    let echoed = try await engine.callAsyncJavaScript(
                        "return {text, nested, length: text.length};", arguments: arguments, in: .content,
                        timeout: .seconds(5))
                    #expect(echoed["text"] == .string(text))
                    #expect(echoed["nested"] == arguments["nested"])
                    #expect(echoed["length"] == .number(Double(text.utf16.count)))
                }
                // Nothing in the arguments ran as code.
                #expect(engine.attempts.dialogs == 0)
            }
        }

        @Test func aLoneSurrogateFromThePageBecomesAReplacementCharacter() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("", baseURL: nil)
                let value = try await engine.evaluateJavaScript(
                    "'a\\uDC00b\\uD83D\\uDE00'", in: .content, timeout: .seconds(5))
                #expect(value == .string("a\u{FFFD}b😀"))
            }
        }

        @Test func evaluateReturnsValuesInTheirWorld() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("<script>window.pageValue = 41</script>", baseURL: nil)
                let expected: [(source: String, world: ScriptWorld, value: JSONValue)] = [
                    ("window.pageValue + 1", .page, .number(42)),
                    // The content world does not see page globals.
                    ("typeof window.pageValue", .content, .string("undefined")),
                    ("undefined", .page, .null),
                    ("({a: [1, 'b', null]})", .page, .object(["a": .array([.number(1), .string("b"), .null])])),
                ]
                for row in expected {
                    let value = try await engine.evaluateJavaScript(row.source, in: row.world, timeout: .seconds(5))
                    #expect(value == row.value, "\(row.source) in \(row.world)")
                }
            }
        }

        @Test func aThrowBecomesAJavaScriptError() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("", baseURL: nil)
                await #expect(throws: WebContentError.javaScript(name: "RangeError", message: "boom")) {
                    try await engine.callAsyncJavaScript(
                        "throw new RangeError('boom');", arguments: [:], in: .content, timeout: .seconds(5))
                }
                do {
                    _ = try await engine.evaluateJavaScript("null.x", in: .content, timeout: .seconds(5))
                    Issue.record("expected a TypeError")
                } catch let error as WebContentError where error.code == .javaScript {
                    #expect(error.name == "TypeError")
                }
                await #expect(throws: WebContentError.javaScript(name: "Error", message: "rejected")) {
                    try await engine.callAsyncJavaScript(
                        "return await Promise.reject(new Error('rejected'));", arguments: [:], in: .content,
                        timeout: .seconds(5))
                }
            }
        }

        @Test func cancellingTheCallerEndsTheCall() async throws {
            try await EngineFixture.with { engine in
                let call = try await EngineFixture.neverSettlingCall(in: engine, after: "")
                call.cancel()
                // The error, not a duration, tells cancellation from the call's own 30 s timeout.
                await #expect(throws: WebContentError.cancelled) { try await call.value }
            }
        }

        @Test func aNewLoadFailsPendingCallsFast() async throws {
            try await EngineFixture.with { engine in
                let call = try await EngineFixture.neverSettlingCall(in: engine, after: "")
                try await engine.loadHTML("<p>next</p>", baseURL: nil)
                await #expect(throws: WebContentError.superseded) { try await call.value }
            }
        }

        /// Names that run script once spliced into the wrapper's parameter list and call (`a.x = alert(1)`).
        static let hostileNames = ["x = alert(1)", "x = confirm(1), y", "x = print()"]

        @Test func argumentNamesMustBeIdentifiers() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("", baseURL: nil)
                for name in Self.hostileNames {
                    let error = await #expect(throws: WebContentError.self, "\(name) was accepted") {
                        try await engine.callAsyncJavaScript(
                            "return 1;", arguments: [name: .null], in: .content, timeout: .seconds(5))
                    }
                    #expect(error?.code == .invalidInput, "\(name): \(String(describing: error))")
                }
                // A plain identifier is passed as a value, so the check refuses names, not arguments.
                let echoed = try await engine.callAsyncJavaScript(
                    "return x;", arguments: ["x": .string("alert(1)")], in: .content, timeout: .seconds(5))
                #expect(echoed == .string("alert(1)"))
                // Without the check each hostile name above runs its dialog while the call's source evaluates.
                #expect(engine.attempts.dialogs == 0)
            }
        }
    }
}
