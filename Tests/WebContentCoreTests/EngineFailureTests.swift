import Foundation
import Testing

@testable import WebContentCore

/// The one table from an engine's error to the package's.
@Suite struct EngineFailureTests {
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

    @Test func webKitExceptionTextSplitsIntoNameAndMessage() {
        #expect(
            EngineFailure.exception(from: "TypeError: x is undefined")
                == .javaScript(name: "TypeError", message: "x is undefined"))
        #expect(
            EngineFailure.exception(from: "UnknownHandler: no handler named a: b")
                == .javaScript(name: "UnknownHandler", message: "no handler named a: b"))
        #expect(EngineFailure.exception(from: "it broke") == .javaScript(name: "Error", message: "it broke"))
        #expect(
            EngineFailure.exception(from: "two words: no name")
                == .javaScript(name: "Error", message: "two words: no name"))
    }

    @Test func webKitGTKsSourceLocationIsSkipped() {
        #expect(
            EngineFailure.exception(from: "undefined:1:25: TypeError: null is not an object")
                == .javaScript(name: "TypeError", message: "null is not an object"))
        #expect(
            EngineFailure.exception(from: "webcontent://document/1/2:3:4: DOMException: a: b")
                == .javaScript(name: "DOMException", message: "a: b"))
        #expect(
            EngineFailure.exception(from: "undefined:1:2: Error: line one\nline two")
                == .javaScript(name: "Error", message: "line one\nline two"))
        #expect(
            EngineFailure.exception(from: "undefined:1:2: thrown text")
                == .javaScript(name: "Error", message: "undefined:1:2: thrown text"))
    }
}
