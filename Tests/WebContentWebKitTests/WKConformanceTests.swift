#if canImport(WebKit)
import Testing
import WebContentConformance

/// The conformance bodies the fake engine and WebKitGTK pass, on WKWebView (run with `swift test` on a Mac).
@MainActor
@Suite(.serialized) struct WKConformanceTests {
    let module = ContentModuleConformance(harness: WKConformanceHarness())
    let engine = EngineConformance(harness: WKConformanceHarness())

    @Test(arguments: ContentModuleConformance.bodies)
    func conformance(_ body: ConformanceBody<ContentModuleConformance>) async throws {
        try await body.run(on: module)
    }

    @Test(arguments: EngineConformance.bodies)
    func engineConformance(_ body: ConformanceBody<EngineConformance>) async throws {
        try await body.run(on: engine)
    }
}
#endif
