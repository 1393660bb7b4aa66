#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

/// Sorts the errors WebKit hands to completion handlers into the core's `EngineFailure`s, which decide the
/// ``WebContentError``.
enum WebKitErrorReader {
    /// The user-info key under which WebKit puts a JavaScript exception's text.
    static let exceptionMessageKey = "WKJavaScriptExceptionMessage"

    static func engineError(_ error: any Error) -> WebContentError {
        failure(error).error
    }

    /// What an NSError of WebKit's (or of the URL loading system's) says.
    static func failure(_ error: any Error) -> EngineFailure {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled { return .cancelled }
        let exception = nsError.userInfo[exceptionMessageKey] as? String
        guard nsError.domain == WKErrorDomain else { return .other(nsError.localizedDescription) }
        switch WKError.Code(rawValue: nsError.code) {
        case .webContentProcessTerminated: return .webProcessTerminated
        case .webViewInvalidated: return .viewInvalidated
        case .javaScriptResultTypeIsUnsupported: return .unsupportedResult
        // Exceptions and rejected Promises carry the thrown value's text ("Name: message").
        case .javaScriptExceptionOccurred: return .exception(exception ?? nsError.localizedDescription)
        default: return exception.map(EngineFailure.exception) ?? .other(nsError.localizedDescription)
        }
    }
}
#endif
