#if os(Linux)
import Foundation
import WebContentCore
import WebContentGTK

/// The engines the figures compare, built the same way for every figure.
@MainActor
enum BenchEngines {
    /// Untrusted content as the module renders it: sanitised, no page scripts, remote images allowed
    /// (the bare side loads them too), 390 px wide.
    static func contentConfiguration(
        strategies: [any ScriptMessageStrategy] = [], stepTimeout: Duration = .seconds(5)
    ) -> WebViewConfiguration {
        var configurator = WebViewConfigurator()
            .set(trust: .untrusted).set(remoteContentPolicy: .allow).set(viewportWidth: 390).set(
                stepTimeout: stepTimeout)
        for strategy in strategies { configurator = configurator.add(scriptMessageStrategy: strategy) }
        return configurator.build()
    }

    /// The bare side: a trusted engine that is never given a setup script, loading raw documents as pages.
    static func bareConfiguration() -> WebViewConfiguration {
        WebViewConfigurator().set(trust: .trusted).set(viewportWidth: 390).build()
    }

    /// A new engine with the module assembled on it and `first` rendered, so its shell page is loaded.
    static func warmModule(
        _ configuration: WebViewConfiguration = contentConfiguration(), first: CorpusDocument,
        scriptProvider: ScriptProvider = ScriptProvider(),
        renderStrategyFactory: RenderStrategyFactory = RenderStrategyFactory()
    ) async throws -> WarmModule {
        let engine = try await GTKWebEngine.make(configuration: configuration)
        let module = ContentAssembly.assemble(
            engine: engine, scriptProvider: scriptProvider, renderStrategyFactory: renderStrategyFactory)
        if case .failure(let error) = await module.renderAndWait(first.content) {
            await engine.close()
            throw BenchError.failed("warm-up render of \(first.name) failed: \(error)")
        }
        return WarmModule(engine: engine, module: module)
    }

    /// A bare engine with `first` loaded.
    static func warmBare(first: CorpusDocument) async throws -> GTKWebEngine {
        let engine = try await GTKWebEngine.make(configuration: bareConfiguration())
        do {
            try await bareLoad(engine, first)
        } catch {
            await engine.close()
            throw error
        }
        return engine
    }

    /// A bare engine with `first` loaded; when it cannot be made, `warm` (the other side) is closed too.
    static func warmBare(first: CorpusDocument, orClosing warm: WarmModule) async throws -> GTKWebEngine {
        do {
            return try await warmBare(first: first)
        } catch {
            await warm.close()
            throw error
        }
    }

    /// The bare side of R1: load the raw document as a page, then read its height once.
    @discardableResult
    static func bareLoad(_ engine: GTKWebEngine, _ document: CorpusDocument) async throws -> Double {
        try await engine.loadHTML(document.html, baseURL: nil)
        let height = try await engine.evaluateJavaScript(
            "document.documentElement.scrollHeight", in: .page, timeout: .seconds(10))
        return height.doubleValue ?? 0
    }
}

/// An engine and the content module assembled on it, its shell page loaded.
@MainActor
struct WarmModule {
    let engine: GTKWebEngine
    let module: ContentModule

    /// Puts the benchmark's page helpers (Resources/bench.js) into the content world; idempotent.
    func installHelpers() async throws {
        let source = try BenchScripts.helpers()
        _ = try await engine.evaluateJavaScript(source, in: .content, timeout: .seconds(10))
    }

    func close() async { await engine.close() }
}
#endif
