import Foundation
import Testing

@testable import WebContentCore

/// PageMessageParser agrees with Foundation's JSONDecoder on valid JSON and refuses what it must.
@Suite(.timeLimit(.minutes(10))) struct MessagingParserTests {
    private let limits = PageMessageLimits.standard

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "12.5e-3", "1E+2", #""a\"b\\c\/d\b\f\n\r\t""#, #""\u00e9\ud83d\ude00""#,
        "[]", "{}", #"{"a":[1,{"b":null}],"c":"é"}"#, " [ 1 , 2 ] ", "\"\u{2028}\u{2029}\"", #""\u0000""#,
    ])
    func agreesWithJSONDecoder(text: String) throws {
        #expect(try PageMessageParser.parse(text, limits: limits) == (try JSONValue(jsonString: text)))
    }

    @Test(arguments: [
        "", " ", "nul", "tru", "01", "1.", ".5", "-", "1e", "+1", "[1,]", "{\"a\":1,}", "{'a':1}", "[1 2]", "{\"a\" 1}",
        #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, "\"a\u{1}\"", "\"open", "[1]x", "1e309",
        "\u{0}", "[\u{0}]", "{\"a\":1}\u{0}",
    ])
    func refusesWhatIsNotStrictJSON(text: String) {
        let error = #expect(throws: WebContentError.self) { try PageMessageParser.parse(text, limits: limits) }
        #expect(error?.code == .pageMessage, "\(String(describing: error))")
    }

    @Test func aLongStringWithManyEscapesReadsAsFoundationReadsIt() throws {
        // The shape of a page's answer that carried a 592 kB title of backslashes and braces (a corpus message made
        // to kill HTML parsers): escapes every few bytes, runs between them, and text beyond ASCII.
        let text = "{\"title\":\"" + String(repeating: #"ab\\c\"d\né\u00e9😀"#, count: 20_000) + "\"}"
        let parsed = try PageMessageParser.parse(text, limits: limits)
        #expect(parsed == (try JSONValue(jsonString: text)))
        #expect(parsed["title"]?.stringValue?.unicodeScalars.count == 20_000 * 10)
    }

    @Test func writerOutputParsesBackToTheSameValue() throws {
        let value: JSONValue = .object([
            "s": .string("q\"\\\n\u{1}\u{2028}\u{2029}😀é"),
            "n": .array([.number(3), .number(-0.5), .number(1e21), .null]),
            "b": .bool(true),
        ])
        let text = PageMessageWriter.text(value)
        #expect(!text.contains("\u{2028}"))
        #expect(try PageMessageParser.parse(text, limits: limits) == value)
        #expect(try JSONValue(jsonString: text) == value)
    }

    @Test func depthIsBoundedWithoutRecursingFurther() throws {
        let tight = PageMessageLimits(maxBytes: 1 << 20, maxDepth: 3, maxBatchCount: 10)
        #expect(try PageMessageParser.parse("[[[1]]]", limits: tight) == .array([.array([.array([.number(1)])])]))
        let tooDeep = #expect(throws: WebContentError.self) { try PageMessageParser.parse("[[[[1]]]]", limits: tight) }
        let farTooDeep = #expect(throws: WebContentError.self) {
            try PageMessageParser.parse(String(repeating: "[", count: 1_000_000), limits: limits)
        }
        #expect(tooDeep?.code == .pageMessage && farTooDeep?.code == .pageMessage)
    }
}
