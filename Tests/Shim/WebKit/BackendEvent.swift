import Foundation

/// What a web view's GLib side reports to its WKWebView, as plain data that crosses threads.
enum BackendEvent: Sendable {
    /// A navigation waits for the navigation delegate's decision `id`.
    case navigation(id: UInt64, NavigationRequest)
    /// The load `serial` finished.
    case loadFinished(serial: UInt64)
    /// The load `serial` failed, before it committed when `provisional`.
    case loadFailed(serial: UInt64, provisional: Bool, ShimError)
    case titleChanged(String?)
    case webProcessTerminated
    /// A script dialog waits for the UI delegate's answer `id`.
    case dialog(id: UInt64, DialogRequest)
    /// A request for a scheme with a handler: task `id`.
    case schemeTaskStarted(id: UInt64, scheme: String, SchemeRequest)
    /// What an evaluation, a snapshot or a print `id` came to.
    case javaScriptFinished(id: UInt64, Result<ScriptValue, ShimError>)
    case snapshotFinished(id: UInt64, Result<SnapshotPixels, ShimError>)
    case pdfFinished(id: UInt64, Result<Data, ShimError>)
}

/// A navigation as WebKitGTK's policy decision describes it.
struct NavigationRequest: Sendable {
    let url: URL?
    let type: WKNavigationType
    let isNewWindow: Bool
    /// A load the app started (`load`, `loadHTMLString`): WebKit gives it no source frame.
    let isStartedByApp: Bool
}

/// A script dialog's kind and text.
struct DialogRequest: Sendable {
    enum Kind: Sendable { case alert, confirm, prompt, beforeUnload }
    let kind: Kind
    let message: String
    let defaultText: String?
}

/// A custom-scheme request as a URLRequest describes it.
struct SchemeRequest: Sendable {
    let url: URL
    let method: String
    let headers: [String: String]
}

/// A snapshot's pixels: RGBA premultiplied, rows top first.
struct SnapshotPixels: Sendable {
    let width: Int
    let height: Int
    let rgba: [UInt8]
}

/// An error as WebKit hands it to Swift: an NSError's domain, code and texts.
struct ShimError: Error, Sendable {
    let domain: String
    let code: Int
    let message: String
    /// The exception text under `WKJavaScriptExceptionMessage`, for a script that threw.
    var exceptionMessage: String?

    var nsError: NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let exceptionMessage { info["WKJavaScriptExceptionMessage"] = exceptionMessage }
        return NSError(domain: domain, code: code, userInfo: info)
    }

    /// A `WKError` of `code`.
    static func webKit(_ code: WKError.Code, _ message: String) -> ShimError {
        ShimError(domain: WKErrorDomain, code: code.rawValue, message: message)
    }

    /// NSURLErrorCancelled: what WebKit reports for a load a newer one replaced.
    static let cancelled = ShimError(domain: NSURLErrorDomain, code: NSURLErrorCancelled, message: "cancelled")
}
