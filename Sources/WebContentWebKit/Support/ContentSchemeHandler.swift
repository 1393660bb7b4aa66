#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

/// Serves untrusted documents from the `webcontent:` scheme with a real Content-Security-Policy header.
///
/// Each engine has its own handler, which asks its engine's page session: the session's served document decides
/// what it answers (only the address of its engine's latest load) and with which headers.
@MainActor
final class ContentSchemeHandler: NSObject, WKURLSchemeHandler {
    private let session: WKWebEngine.Session

    init(session: WKWebEngine.Session) {
        self.session = session
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let url = urlSchemeTask.request.url
        Self.answer(urlSchemeTask, with: url.flatMap { session.serve($0.absoluteString) })
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        // Every task finishes synchronously in start: nothing is left to stop.
    }

    /// Writes the core's `response` into `task`; nil is not found.
    static func answer(_ task: any WKURLSchemeTask, with response: ServedResponse?) {
        guard let response, let url = task.request.url,
            let head = HTTPURLResponse(
                url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headerFields)
        else {
            task.didFailWithError(URLError(.fileDoesNotExist))
            return
        }
        task.didReceive(head)
        task.didReceive(response.body)
        task.didFinish()
    }
}
#endif
