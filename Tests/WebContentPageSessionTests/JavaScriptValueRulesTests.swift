import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// One set of rules for JavaScript values on every engine: what `JSON.stringify` does, read on WebKitGTK from its
/// text and on WebKit from Foundation objects.
@Suite(.timeLimit(.minutes(10))) struct JavaScriptValueRulesTests {
    @Test func foundationObjectsFollowJSONStringify() throws {
        let object: [String: Any] = [
            "nan": NSNumber(value: Double.nan), "infinity": NSNumber(value: -Double.infinity),
            "date": Date(timeIntervalSince1970: 1.5), "flag": NSNumber(value: true), "count": NSNumber(value: 3),
            "none": NSNull(), "list": [NSNumber(value: false), "x"] as [Any],
        ]
        #expect(
            try FoundationJSON.value(object)
                == .object([
                    "nan": .null, "infinity": .null, "date": .string("1970-01-01T00:00:01.500Z"), "flag": .bool(true),
                    "count": .number(3), "none": .null, "list": .array([.bool(false), .string("x")]),
                ]))
        // The same values as JSON.stringify writes them, read as WebKitGTK's results are.
        let text =
            #"{"nan":null,"infinity":null,"date":"1970-01-01T00:00:01.500Z","flag":true,"count":3,"none":null,"list":[false,"x"]}"#
        #expect(JavaScriptResult.value(jsonText: text) == .success(try FoundationJSON.value(object)))
    }

    @Test func undefinedIsNullAndAnUnknownObjectIsMalformed() {
        #expect(JavaScriptResult.value(jsonText: nil) == .success(.null))
        #expect(FoundationJSON.text(nil) == "null")
        let error = #expect(throws: WebContentError.self) { try FoundationJSON.value(NSObject()) }
        #expect(error?.code == .malformedResult, "\(String(describing: error))")
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(JavaScriptResult.value(jsonText: #""a\udc00b""#) == .success(.string("a\u{FFFD}b")))
        // Control: a paired surrogate escape is kept.
        #expect(JavaScriptResult.value(jsonText: #""\ud83e\uddea""#) == .success(.string("🧪")))
        #expect(JavaScriptResult.value(jsonText: "{").isFailure)
    }

    @Test func argumentsWithNaNOrBadNamesAreInvalidInput() throws {
        let refusals: [[String: JSONValue]] = [
            ["value": .number(.nan)], ["value": .object(["a": .array([.number(.infinity)])])], ["a b": .null],
            ["1a": .null], [JavaScriptArguments.carrierName: .null],
        ]
        for arguments in refusals {
            let error = #expect(throws: WebContentError.self) { try JavaScriptArguments.validate(arguments) }
            #expect(error?.code == .invalidInput, "\(arguments): \(String(describing: error))")
        }
        // Control: plain names and finite numbers pass.
        try JavaScriptArguments.validate(["value": .number(1.5), "$name_2": .string("x")])
    }

    @Test func aBodyReturnsItsResultAsJSONText() {
        let wrapped = JavaScriptArguments.bodyReturningJSON("return 1;")
        #expect(wrapped.contains("\nreturn 1;\n"))
        #expect(wrapped.hasPrefix("return JSON.stringify(await (async () => {"))
        #expect(wrapped.hasSuffix("})());"))
    }

    @Test func snapshotsTakeTheWholeDocumentAndGiveTheHeightBack() {
        let tall = SnapshotPlan(currentHeight: 600, documentHeight: 1800, contentHeight: 1780, isInWindow: false)
        #expect([tall.viewHeight, tall.captureHeight, tall.restoredHeight] == [1800, 1780, 600])
        #expect(!tall.waitsForScreenUpdates)
        let short = SnapshotPlan(currentHeight: 600, documentHeight: 600, contentHeight: 120, isInWindow: true)
        #expect([short.viewHeight, short.captureHeight, short.restoredHeight] == [600, 120, 600])
        #expect(short.waitsForScreenUpdates)
        let raw = SnapshotPlan(currentHeight: 600, documentHeight: nil, contentHeight: nil, isInWindow: true)
        #expect([raw.viewHeight, raw.captureHeight] == [600, 600])
        // On screen the frame stays; the captured rectangle reaches below the bounds.
        let hosted = SnapshotPlan(currentHeight: 600, documentHeight: 1800, contentHeight: 1780, isInWindow: true)
        #expect([hosted.viewHeight, hosted.captureHeight, hosted.restoredHeight] == [600, 1780, 600])
    }

    @Test func overlappingCapturesGiveTheViewItsOwnHeightBackOnce() {
        var resize = SnapshotResize()
        #expect(resize.ownHeight(current: 600) == 600)
        resize.hold(ownHeight: 600)
        // The second capture sees the view grown by the first, and plans from its own height all the same.
        #expect(resize.ownHeight(current: 1800) == 600)
        resize.hold(ownHeight: resize.ownHeight(current: 1800))
        #expect(resize.release() == nil)
        #expect(resize.release() == 600)
        #expect(resize.ownHeight(current: 700) == 700)
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
