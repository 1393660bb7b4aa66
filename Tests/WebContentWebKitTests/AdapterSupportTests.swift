#if canImport(WebKit)
import Foundation
import Testing
import WebContentCore
import WebContentPageSession
import WebKit
@testable import WebContentWebKit

/// The adapter's WebKit-bound pieces: sorting WebKit's errors and recognising our own load (the engine-free rules,
/// such as reading an exception's text, are tested in the core).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct AdapterSupportTests {
    @Test func webKitErrorsMapToEngineErrors() {
        let exception = NSError(
            domain: WKErrorDomain, code: WKError.Code.javaScriptExceptionOccurred.rawValue,
            userInfo: [WebKitErrorReader.exceptionMessageKey: "RangeError: too deep"])
        #expect(WebKitErrorReader.engineError(exception) == .javaScript(name: "RangeError", message: "too deep"))
        let crash = NSError(domain: WKErrorDomain, code: WKError.Code.webContentProcessTerminated.rawValue)
        #expect(WebKitErrorReader.engineError(crash) == .webProcessTerminated(.crashed))
        let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        #expect(WebKitErrorReader.engineError(cancelled) == .cancelled)
        // Failures without a page exception are the engine's: never filed as JavaScript.
        let unknown = NSError(domain: WKErrorDomain, code: WKError.Code.unknown.rawValue)
        #expect(WebKitErrorReader.engineError(unknown).code == .malformedResult)
        let other = NSError(domain: NSCocoaErrorDomain, code: 4)
        #expect(WebKitErrorReader.engineError(other).code == .malformedResult)
        let invalidated = NSError(domain: WKErrorDomain, code: WKError.Code.webViewInvalidated.rawValue)
        #expect(WebKitErrorReader.failure(invalidated) == .viewInvalidated)
    }

    @Test func ourOwnLoadIsRecognisedDespiteATrailingSlash() throws {
        let given = try #require(URL(string: "https://example.com"))
        let reported = try #require(URL(string: "https://example.com/"))
        #expect(NavigationDecisions.sameTarget(reported, given))
        #expect(!NavigationDecisions.sameTarget(URL(string: "https://example.com/other"), given))
        #expect(!NavigationDecisions.sameTarget(nil, given))
    }
}

#endif
