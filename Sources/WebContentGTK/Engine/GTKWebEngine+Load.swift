#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// Replaces the setup scripts; they run in the next document.
    public func installSetupScripts(_ scripts: [UserScript]) {
        updateHost { $0.installScripts(scripts) }
    }

    /// Loads a document and returns when it finished loading.
    ///
    /// Untrusted content comes through the `webcontent:` scheme with a Content-Security-Policy header (and
    /// page scripts off); trusted content is loaded with its base URL.
    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        guard !isClosed else { throw WebEngineError.engineClosed }
        attempts = ContentAttempts()
        contentSize = .zero
        recentClick = nil
        let delivery: WebViewHost.Delivery =
            switch configuration.trust {
            case .trusted: .html(baseURL: baseURL?.absoluteString)
            case .untrusted: .scheme(contentSecurityPolicy: ContentSecurityPolicy.header(for: configuration))
            }
        let ticket = nextLoadTicket()
        await hostIsUpToDate()
        try await host.load(html, delivery: delivery, ticket: ticket, timeout: loadTimeout)
    }

    /// Back to a blank page with no scripts, the configured width and zoom, and no attempts: for a pool.
    public func reset() async {
        guard !isClosed else { return }
        attempts = ContentAttempts()
        contentSize = .zero
        recentClick = nil
        title = nil
        viewportWidth = configuration.viewportWidth
        let ticket = nextLoadTicket()
        await hostIsUpToDate()
        await host.reset(ticket: ticket, timeout: loadTimeout)
        attempts = ContentAttempts()
    }
}
#endif
