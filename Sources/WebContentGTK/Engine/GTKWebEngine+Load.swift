#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// Replaces the setup scripts; they run in the next document.
    public func installSetupScripts(_ scripts: [UserScript]) {
        guard !isClosed else { return }
        updateHost { $0.installScripts(scripts) }
    }

    /// Loads a composed page and returns when it finished loading.
    ///
    /// A page with a CSP comes through the `webcontent:` scheme with that header (the page's, not the
    /// configuration's: a module can change its remote-content policy); one without is loaded with its base URL.
    /// Page scripts follow the engine's trust either way.
    public func loadPage(_ page: ComposedPage) async throws {
        guard !isClosed else { throw WebContentError.engineClosed }
        reports.loadStarted()
        recentClick = nil
        let delivery: WebViewHost.Delivery =
            if let header = page.contentSecurityPolicy {
                .scheme(contentSecurityPolicy: header)
            } else {
                .html(baseURL: page.baseURL?.absoluteString)
            }
        let ticket = nextLoadTicket()
        await hostIsUpToDate()
        try await host.load(page.html, delivery: delivery, ticket: ticket, timeout: loadTimeout)
        WebProcessSandbox.checkOnce()
    }

    /// Loads a whole document behind the walls of the engine's configuration (untrusted: the CSP header).
    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        try await loadPage(ComposedPage(document: html, baseURL: baseURL, configuration: configuration))
    }

    /// Back to a blank page with no scripts, the configured width and zoom, and no attempts: for a pool.
    public func reset() async {
        guard !isClosed else { return }
        await EngineReset.run(
            forget: {
                reports.forgetAll()
                recentClick = nil
            },
            restore: { viewportWidth = configuration.viewportWidth },
            loadBlank: {
                let ticket = nextLoadTicket()
                await hostIsUpToDate()
                await host.reset(ticket: ticket, timeout: loadTimeout)
            })
    }
}
#endif
