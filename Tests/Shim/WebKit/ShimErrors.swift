internal import CWebKitGTK
import Foundation

/// WebKitGTK's GErrors as the NSErrors Apple's WebKit hands over.
enum ShimErrors {
    /// https://developer.apple.com/documentation/webkit/webkiterrordomain: "frame load interrupted by policy
    /// change", what a navigation the delegate cancelled ends with.
    static let webKitErrorDomain = "WebKitErrorDomain"

    /// A load's error: a replaced load is NSURLErrorCancelled, a cancelled policy WebKit's error 102, anything
    /// else an NSURLError with WebKitGTK's text.
    static func load(_ error: UnsafeMutablePointer<GError>?) -> ShimError {
        guard let error else { return ShimError(domain: NSURLErrorDomain, code: NSURLErrorUnknown, message: "") }
        let message = text(error)
        if error.pointee.domain == webkit_policy_error_quark()
            && error.pointee.code == gint(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue)
        {
            return ShimError(domain: webKitErrorDomain, code: 102, message: message)
        }
        if wck_error_is_cancelled_load(error) != 0 { return .cancelled }
        return ShimError(domain: NSURLErrorDomain, code: NSURLErrorUnknown, message: message)
    }

    /// An evaluation's error: a thrown exception is `WKError.javaScriptExceptionOccurred` with the exception's
    /// own "Name: message" under `WKJavaScriptExceptionMessage` (WebKitGTK puts the source location first).
    static func javaScript(_ error: UnsafeMutablePointer<GError>) -> ShimError {
        let message = text(error)
        if wck_error_is_script_exception(error) != 0 {
            var failure = ShimError.webKit(.javaScriptExceptionOccurred, "A JavaScript exception occurred")
            failure.exceptionMessage = withoutLocation(message)
            return failure
        }
        if wck_error_is_cancelled_load(error) != 0 { return .cancelled }
        if error.pointee.domain == webkit_javascript_error_quark()
            && error.pointee.code == gint(WEBKIT_JAVASCRIPT_ERROR_INVALID_RESULT.rawValue)
        {
            return .webKit(.javaScriptResultTypeIsUnsupported, message)
        }
        return .webKit(.unknown, message)
    }

    /// "file:line:column: Name: message" without its location.
    static func withoutLocation(_ message: String) -> String {
        guard let match = message.firstMatch(of: #/^[^\n]*?:\d+:\d+: /#) else { return message }
        return String(message[match.range.upperBound...])
    }

    private static func text(_ error: UnsafeMutablePointer<GError>) -> String {
        error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
