#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

/// Turns the errors WebKit hands to JavaScript completion handlers into ``WebContentError``s.
enum WebKitErrorReader {
    /// The user-info key under which WebKit puts a JavaScript exception's text.
    static let exceptionMessageKey = "WKJavaScriptExceptionMessage"

    static func engineError(_ error: any Error) -> WebContentError {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled { return .cancelled }
        // A failure that carries no page exception is the engine's, filed as the GTK adapter files one.
        guard nsError.domain == WKErrorDomain else { return .malformedResult(nsError.localizedDescription) }
        switch WKError.Code(rawValue: nsError.code) {
        case .webContentProcessTerminated:
            return .webProcessTerminated(.crashed)
        case .webViewInvalidated:
            return .engineClosed
        case .javaScriptResultTypeIsUnsupported:
            return .malformedResult("the result is not representable in JSON")
        case .javaScriptExceptionOccurred:
            // Exceptions and rejected Promises carry the thrown value's text ("Name: message").
            return exception(from: nsError.userInfo[exceptionMessageKey] as? String ?? nsError.localizedDescription)
        default:
            if let text = nsError.userInfo[exceptionMessageKey] as? String { return exception(from: text) }
            return .malformedResult(nsError.localizedDescription)
        }
    }

    /// Splits "Name: message" into the exception's name and message; anything else is an `Error` named so.
    static func exception(from text: String) -> WebContentError {
        if let separator = text.range(of: ": ") {
            let name = text[..<separator.lowerBound]
            let isName =
                !name.isEmpty && name.count <= 64
                && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") }
            if isName {
                return .javaScript(name: String(name), message: String(text[separator.upperBound...]))
            }
        }
        return .javaScript(name: "Error", message: text)
    }
}
#endif
