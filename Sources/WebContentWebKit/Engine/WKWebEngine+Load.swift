#if canImport(WebKit)
import Foundation
public import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Replaces the setup scripts; they run in the next document.
    public func installSetupScripts(_ scripts: [UserScript]) {
        contentController.removeAllUserScripts()
        for script in scripts {
            contentController.addUserScript(
                WKUserScript(
                    source: script.source,
                    injectionTime: script.injectionTime == .documentStart ? .atDocumentStart : .atDocumentEnd,
                    forMainFrameOnly: script.frames == .topFrame,
                    in: Self.contentWorld(script.world)))
        }
    }

    /// Loads a composed page as `PageDelivery` says, under the rule list its policy asks for
    /// (`RuleListSwitch`), and returns when it finished loading.
    ///
    /// The ticket is taken before the wait for the rule list, so a load asked for later wins (`LoadTickets`).
    public func loadPage(_ page: ComposedPage) async throws {
        guard !isClosed else { throw WebContentError.engineClosed }
        let ticket = session.loadAsked()
        try await remoteRules.apply(page.remoteContentPolicy)
        try session.tickets.ensureCurrent(ticket)
        reports.loadStarted()
        try await load(page.html, delivery: PageDelivery(page), ticket: ticket)
        // A newer load asked for meanwhile supersedes this one even when WebKit finished it first.
        try session.tickets.ensureCurrent(ticket)
    }

    /// Starts a load and returns when WebKit finished it (`PageSession`); `ticket` is the load's number when its
    /// caller took one already.
    func load(_ html: String, delivery: PageDelivery, ticket: UInt64? = nil) async throws {
        guard !isClosed else { throw WebContentError.engineClosed }
        if let ticket { try session.tickets.ensureCurrent(ticket) }
        // Each engine has a scheme handler of its own: one engine number serves them all.
        let load = PageLoad(html, delivery: delivery, host: 0, serial: ticket ?? session.tickets.take())
        let call = try session.loadStarts(load, timeout: loadTimeout)
        // WebKit names the navigation that carries the load as it starts it.
        let navigation =
            load.served == nil
            ? webView.loadHTMLString(html, baseURL: load.baseURL)
            : load.address.flatMap { webView.load(URLRequest(url: $0)) }
        session.navigationStarted(navigation)
        try await call.value()
    }

    /// What the engine waits on now, oldest first, each with how long it has waited (`WebEngine.waits`).
    public var waits: [String] { session.calls.waits }

    /// Back to a blank page with no scripts, the configured width and zoom, and no attempts: for a pool.
    public func reset() async {
        guard !isClosed else { return }
        for step in EngineReset.steps {
            switch step {
            case .forget:
                reports.forgetAll()
            case .restore:
                viewportWidth = configuration.viewportWidth
                webView.frame.size.height = CGFloat(EngineSettings.initialHeight)
                applyZoomPolicy()
                installSetupScripts([])
            case .loadBlank:
                try? await load("", delivery: .html(baseURL: nil))
            }
        }
    }
}
#endif
