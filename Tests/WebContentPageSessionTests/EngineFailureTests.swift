import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentPageSession

/// The one table from an engine's error to the package's.
@Suite(.timeLimit(.minutes(10))) struct EngineFailureTests {
    @Test func eachFailureHasItsError() {
        #expect(EngineFailure.cancelled.error == .cancelled)
        #expect(EngineFailure.webProcessTerminated.error == .webProcessTerminated(.crashed))
        #expect(EngineFailure.viewInvalidated.error == .engineClosed)
        #expect(EngineFailure.unsupportedResult.error.code == .malformedResult)
        // Failures without a page exception are the engine's: never filed as JavaScript.
        #expect(EngineFailure.other("TypeError: no").error == .malformedResult("TypeError: no"))
        #expect(
            EngineFailure.exception("RangeError: too deep").error
                == .javaScript(name: "RangeError", message: "too deep"))
    }

    @Test func aCancelledLoadFailsNobodyAndAnyOtherFailsItsLoad() {
        #expect(EngineFailure.loadError("cancelled", cancelled: true) == nil)
        #expect(EngineFailure.loadError("no host", cancelled: false) == .loadFailed("no host"))
    }

    /// WebKit's exception texts, Apple's and WebKitGTK's (which puts a source location first), as name and message.
    @Test(arguments: [
        ("TypeError: x is undefined", "TypeError", "x is undefined"),
        ("UnknownHandler: no handler named a: b", "UnknownHandler", "no handler named a: b"),
        ("it broke", "Error", "it broke"),
        ("two words: no name", "Error", "two words: no name"),
        ("undefined:1:25: TypeError: null is not an object", "TypeError", "null is not an object"),
        ("webcontent://document/1/2:3:4: DOMException: a: b", "DOMException", "a: b"),
        ("undefined:1:2: Error: line one\nline two", "Error", "line one\nline two"),
        ("undefined:1:2: thrown text", "Error", "undefined:1:2: thrown text"),
    ])
    func exceptionTextSplitsIntoNameAndMessage(text: String, name: String, message: String) {
        #expect(EngineFailure.exception(from: text) == .javaScript(name: name, message: message))
    }
}
