#if canImport(WebKit)
import Foundation
import WebKit

/// The document the content scheme serves for an engine's latest untrusted load.
struct ServedDocument {
    let url: URL
    let html: String
    let contentSecurityPolicy: String
}

/// Serves untrusted documents from the `webcontent:` scheme with a real Content-Security-Policy header.
///
/// A CSP in a `<meta>` tag is weaker (no frame-ancestors, and it applies only after the parser met it), so the
/// document arrives as an HTTP response with headers. Each engine has its own handler, and it answers only the
/// URL of its engine's latest load; anything else is not found.
@MainActor
final class ContentSchemeHandler: NSObject, WKURLSchemeHandler {
    static let scheme = "webcontent"

    /// The document to serve; nil when the latest load was not untrusted content.
    var document: ServedDocument?

    /// The URL of load number `serial`.
    static func url(serial: UInt64) -> URL {
        URL(string: "\(scheme)://document/\(serial)")!
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        guard let url = urlSchemeTask.request.url, let document, document.url == url,
            let response = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                headerFields: Self.headers(document, length: document.html.utf8.count))
        else {
            urlSchemeTask.didFailWithError(URLError(.fileDoesNotExist))
            return
        }
        urlSchemeTask.didReceive(response)
        urlSchemeTask.didReceive(Data(document.html.utf8))
        urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        // Every task finishes synchronously in start: nothing is left to stop.
    }

    private static func headers(_ document: ServedDocument, length: Int) -> [String: String] {
        [
            "Content-Type": "text/html; charset=utf-8",
            "Content-Length": String(length),
            "Content-Security-Policy": document.contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
        ]
    }
}
#endif
