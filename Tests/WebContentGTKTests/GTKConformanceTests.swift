import Testing
import WebContentConformance

extension GTKEngineSuite {
    /// The conformance bodies the fake engine passes, on the real WebKitGTK engine.
    @MainActor
    @Suite struct ConformanceTests {
        let suite = ContentModuleConformance(harness: GTKConformanceHarness())

        @Test(arguments: ContentModuleConformance.bodies)
        func conformance(_ body: ConformanceBody) async throws { try await body.run(on: suite) }
    }
}
