import Testing
import WebContentConformance

/// The conformance bodies on the in-memory engine; the GTK tests run the same bodies on WebKitGTK.
@MainActor
@Suite struct FakeEngineConformanceTests {
    let suite = ContentModuleConformance(harness: FakeConformanceHarness())

    @Test(arguments: ContentModuleConformance.bodies)
    func conformance(_ body: ConformanceBody<ContentModuleConformance>) async throws { try await body.run(on: suite) }
}
