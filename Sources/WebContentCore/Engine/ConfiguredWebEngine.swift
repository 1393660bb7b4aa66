public import Foundation

/// An engine made from a configuration, which it keeps: the one configuration a module assembled on it reads.
///
/// ``ContentAssembly/assemble(engine:view:router:moduleOutput:scriptProvider:renderStrategyFactory:)`` takes the
/// configuration from such an engine, so the engine, the Interactor and the Presenter cannot be handed different
/// ones (a pooled engine keeps the resource provider it was made with, and its module must use the same).
@MainActor
public protocol ConfiguredWebEngine: WebEngine, WebPresentation {
    /// The configuration the engine was made with.
    var configuration: WebViewConfiguration { get }
}

extension ConfiguredWebEngine {
    /// Loads a whole document behind the walls of the engine's configuration (untrusted: the CSP header), as
    /// ``WebEngine/loadHTML(_:baseURL:)`` promises.
    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        try await loadPage(ComposedPage(document: html, baseURL: baseURL, configuration: configuration))
    }
}

/// An engine that can kill its own web process: the one way to stop a page that no load or call can end (a script
/// spinning forever).
///
/// The GTK adapter's engine is one; WKWebView offers no public way, so the WebKit adapter's is not. A pool that must
/// end stuck pages (the command line's) holds engines of this role, so it never needs a concrete engine type.
@MainActor
public protocol ProcessTerminatingEngine: ConfiguredWebEngine {
    /// Kills the web process: pending calls fail with ``WebContentError/webProcessTerminated(_:)`` and the engine
    /// delegate hears of it, as for a crash; the next load starts a new web process.
    func terminateWebProcess() async
}
