import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// How each engine's `callAsyncJavaScript` carries its arguments and reads its result, by the core's rules: values
/// travel as values, never as source.
@Suite(.timeLimit(.minutes(10))) struct JavaScriptCallShapeTests {
    @Test func carriedArgumentsTravelAsOneJSONTextAndOnlyTheirNamesReachTheSource() throws {
        let hostile = "\"); alert(1); (\""
        let call = try JavaScriptArguments.carried(
            "return b + a;", arguments: ["b": .string(hostile), "a": .number(2)])
        #expect(
            call.source
                == "const a = JSON.parse(__wckArguments); return await (async function (a, b) {\nreturn b + a;\n}).call(this, a.a, a.b);"
        )
        #expect(!call.source.contains("alert"))
        #expect(try JSONValue(jsonString: call.json) == .object(["b": .string(hostile), "a": .number(2)]))
        // No arguments: the function is called with `this` alone.
        let bare = try JavaScriptArguments.carried("return 1;", arguments: [:])
        #expect(bare.source.hasSuffix("}).call(this);"))
        #expect(bare.json == "{}")
    }

    @Test func argumentsAreCheckedBeforeEitherShapeIsMade() {
        for arguments: [String: JSONValue] in [["a b": .null], ["n": .number(.nan)]] {
            let carried = #expect(throws: WebContentError.self) {
                try JavaScriptArguments.carried("return 1;", arguments: arguments)
            }
            #expect(carried?.code == .invalidInput)
            let objects = #expect(throws: WebContentError.self) {
                try JavaScriptArguments.foundationObjects(arguments)
            }
            #expect(objects?.code == .invalidInput)
        }
    }

    @Test func foundationArgumentsAreTheObjectsOfTheirValues() throws {
        let objects = try JavaScriptArguments.foundationObjects(["list": .array([.number(1), .string("x")])])
        #expect(try FoundationJSON.value(objects["list"]) == .array([.number(1), .string("x")]))
    }

    @Test func anEvaluationsResultIsReadByTheSameRules() {
        #expect(FoundationJSON.result(NSNumber(value: 3)) == .success(.number(3)))
        #expect(FoundationJSON.result(NSNull()) == .success(.null))
        let unknown = FoundationJSON.result(NSObject())
        #expect(unknown.isFailure)
        if case .failure(let error) = unknown { #expect(error.code == .malformedResult) }
    }

    @Test func aStringifiedResultIsReadAsWebKitGTKReadsItsText() {
        #expect(
            FoundationJSON.stringifiedResult("[1,\"a\\udc00\"]")
                == .success(.array([.number(1), .string("a\u{FFFD}")])))
        // `JSON.stringify(undefined)` gives undefined, which WebKit hands over as nothing: null.
        #expect(FoundationJSON.stringifiedResult(Optional<Any>.none as Any) == .success(.null))
        #expect(FoundationJSON.stringifiedResult("{").isFailure)
    }
}
