#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

/// Answers `cid:` references and proxied remote images from the configuration's ``ContentResourceProvider``
/// (`ResourceRequests`), never from the network.
@MainActor
final class ResourceSchemeHandler: NSObject, WKURLSchemeHandler {
    private let provider: any ContentResourceProvider
    private let requests = ResourceRequests<AnyObject>()

    init(provider: any ContentResourceProvider) {
        self.provider = provider
    }

    /// Registers the handler for every resource scheme of `setup`.
    func register(on setup: WKWebViewConfiguration) {
        for scheme in ResourceRequests<AnyObject>.schemes { setup.setURLSchemeHandler(self, forURLScheme: scheme) }
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        guard let request = urlSchemeTask.request.url,
            let url = ResourceRequests<AnyObject>.providerURL(for: request.absoluteString)
        else {
            urlSchemeTask.didFailWithError(URLError(.fileDoesNotExist))
            return
        }
        requests.serve(urlSchemeTask, url: url, from: provider) { ContentSchemeHandler.answer(urlSchemeTask, with: $0) }
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        requests.stopped(urlSchemeTask)
    }

    /// Forgets every request: the engine is closing.
    func close() {
        requests.removeAll()
    }
}
#endif
