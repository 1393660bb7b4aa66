import WebContentConformance
import WebContentCore

@testable import WebContentGTK

/// Content modules on real engines, for the tests that drive a whole module rather than the engine alone.
@MainActor
enum ModuleFixture {
    /// Runs `body` with a module assembled around a fresh engine under `configuration`, a spy on its output, and
    /// closes the engine afterwards (the module holds its output weakly: the spy lives as long as `body`).
    static func with<T>(
        _ configuration: WebViewConfiguration,
        _ body: (GTKWebEngine, ContentModule, RecordingModuleOutput) async throws -> T
    ) async throws -> T {
        try await EngineFixture.with(configuration) { engine in
            let output = RecordingModuleOutput()
            let module = ContentAssembly.assemble(engine: engine, moduleOutput: output)
            return try await body(engine, module, output)
        }
    }
}
