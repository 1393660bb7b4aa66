#if canImport(WebKit)
import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentWebKit

/// Builds real engines in shown windows and closes them after each body.
@MainActor
enum WKEngineFixture {
    static func configuration(
        trust: ContentTrust = .trusted, width: Double = 400, chain: NavigationChain = NavigationChain([]),
        remote: RemoteContentPolicy = .allow,
        strategies: ScriptMessageStrategyRegistry = ScriptMessageStrategyRegistry()
    ) -> WebViewConfiguration {
        WebViewConfiguration {
            $0.navigationChain = chain; $0.scriptMessageStrategies = strategies; $0.remoteContentPolicy = remote;
            $0.trust = trust; $0.viewportWidth = width
        }
    }

    static func with<T>(
        _ configuration: WebViewConfiguration = configuration(), _ body: (WKWebEngine) async throws -> T
    ) async throws -> T {
        await WebKitWarmUp.ensure()
        let engine = WKWebEngine(configuration: configuration)
        let window = HostWindow(showing: engine.webView)
        defer { window.close() }
        return try await withEngine(engine, close: { await $0.close() }, body)
    }

    /// `with`, the engine having loaded `html` first (no base URL), as most of these tests begin.
    static func with<T>(
        _ configuration: WebViewConfiguration = configuration(), loading html: String,
        _ body: (WKWebEngine) async throws -> T
    ) async throws -> T {
        try await with(configuration) { engine in
            try await engine.loadHTML(html, baseURL: nil)
            return try await body(engine)
        }
    }

    /// A user script (tests build their own; the package ships vetted ones).
    static func script(
        _ source: String, world: ScriptWorld = .content, frames: UserScript.Frames = .topFrame
    ) -> UserScript {
        UserScript(name: "test", source: source, injectionTime: .documentStart, frames: frames, world: world)
    }
}

/// The shared spy, under the name these tests use.
typealias SpyPresentation = SpyEngineDelegate

/// An echo strategy for reply tests.
struct EchoStrategy: ScriptMessageStrategy {
    let identifier = "echo"
    func receive(_ body: JSONValue) async throws -> JSONValue { .object(["echo": body]) }
}
#endif
