#if canImport(WebKit)
import RealEngineSuites
import Testing
import WebContentConformance

/// The conformance bodies the fake engine and WebKitGTK pass, on WKWebView: Apple's on a Mac, the WebKitGTK shim
/// (Tests/Shim) on Linux.
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKConformanceTests {
    @Test(arguments: ContentModuleConformance.bodies + EngineConformance.bodies)
    func conformance(_ body: ConformanceBody) async throws { try await body.run(with: WKConformanceHarness()) }
}
#endif
