import Foundation

/// https://developer.apple.com/documentation/webkit/wkerrordomain
public let WKErrorDomain: String = "WKErrorDomain"

/// https://developer.apple.com/documentation/webkit/wkerror
public struct WKError {
    /// https://developer.apple.com/documentation/webkit/wkerror/code
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred,
            javaScriptResultTypeIsUnsupported
    }
}

/// https://developer.apple.com/documentation/webkit/wknavigationtype
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1
}

/// https://developer.apple.com/documentation/webkit/wknavigationactionpolicy
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// https://developer.apple.com/documentation/webkit/wkaudiovisualmediatypes
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt
    /// A set of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/webkit/wkaudiovisualmediatypes/all
    public static let all = Self(rawValue: ~0)
}
