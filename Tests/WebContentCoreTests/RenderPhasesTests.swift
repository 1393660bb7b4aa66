import Testing
import WebContentConformance
import WebContentCore

/// A render's report says how many loads it took and what composing and loading took, so a caller times a render
/// without wrapping its engine (a wrapper that forgot a method lost the adapter's own bridge channel once).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct RenderPhasesTests {
    @Test func theFirstRenderLoadsTheShellAndTheNextReusesIt() async throws {
        let engine = FakeWebEngine()
        engine.configuration = WebViewConfigurator().build()
        let module = ContentAssembly.assemble(engine: engine)
        let first = try await module.renderAndWait(ContentDocument(html: "<p>One</p>")).get()
        #expect(first.loads == 1)
        #expect(engine.journal.filter { $0 == "loadPage" }.count == 1)
        let second = try await module.renderAndWait(ContentDocument(html: "<p>Two</p>")).get()
        // The warm shell takes the second document: no load, so nothing of the render is load time.
        #expect(second.loads == 0 && second.loadMilliseconds == 0)
        #expect(engine.journal.filter { $0 == "loadPage" }.count == 1)
        // Every step still went through the engine's own bridge channel.
        #expect(engine.journal.filter { $0.hasPrefix("answered(") }.count >= 10)
    }
}
