#if canImport(CWebKitGTK)
import Foundation
public import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Replaces the setup scripts; they run in the next document.
    public func installSetupScripts(_ scripts: [UserScript]) {
        guard !isClosed else { return }
        updateHost { $0.installScripts(scripts) }
    }

    /// Loads a composed page and returns when it finished loading.
    ///
    /// The page comes as the core's `PageDelivery` says (with a CSP header through the `webcontent:` scheme, else
    /// with its base URL); page scripts follow the engine's trust either way.
    public func loadPage(_ page: ComposedPage) async throws {
        guard !isClosed else { throw WebContentError.engineClosed }
        reports.loadStarted()
        recentClick = nil
        let ticket = nextLoadTicket()
        await hostIsUpToDate()
        try await host.load(page.html, delivery: PageDelivery(page), ticket: ticket, timeout: loadTimeout)
        // A newer load asked for meanwhile supersedes this one even when the host finished it before that load
        // reached it (seen on a loaded machine): the caller's document is not the one the engine goes on to show.
        guard ticket == loadTicket else { throw WebContentError.superseded }
        WebProcessSandbox.checkOnce()
    }

    /// What the engine waits on now, oldest first, each with how long it has waited (`WebEngine.waits`).
    public var waits: [String] {
        get async { await host.waits }
    }

    /// Back to a blank page with no scripts, the configured width and zoom, and no attempts: for a pool.
    public func reset() async {
        guard !isClosed else { return }
        for step in EngineReset.steps {
            switch step {
            case .forget:
                reports.forgetAll()
                recentClick = nil
            case .restore:
                viewportWidth = configuration.viewportWidth
            case .loadBlank:
                let ticket = nextLoadTicket()
                await hostIsUpToDate()
                await host.reset(ticket: ticket, timeout: loadTimeout)
            }
        }
    }
}
#endif
