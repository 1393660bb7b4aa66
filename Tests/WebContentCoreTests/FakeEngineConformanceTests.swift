import Testing
import WebContentConformance

/// The conformance bodies on the in-memory engine; the GTK tests run the same bodies on WebKitGTK.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct FakeEngineConformanceTests {
    @Test(arguments: ContentModuleConformance.bodies)
    func conformance(_ body: ConformanceBody) async throws { try await body.run(with: FakeConformanceHarness()) }
}
