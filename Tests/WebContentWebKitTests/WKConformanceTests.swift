#if canImport(WebKit)
import Testing
import WebContentConformance

/// The conformance bodies the fake engine and WebKitGTK pass, on WKWebView (run with `swift test` on a Mac).
@MainActor
@Suite(.serialized) struct WKConformanceTests {
    @Test(arguments: ContentModuleConformance.bodies + EngineConformance.bodies)
    func conformance(_ body: ConformanceBody) async throws { try await body.run(with: WKConformanceHarness()) }
}
#endif
