import Testing
import WebContentConformance

extension GTKEngineSuite {
    /// The conformance bodies the fake engine passes, and those every real engine shares, on WebKitGTK.
    // snippet conformance-engine
    @MainActor
    @Suite struct ConformanceTests {
        @Test(arguments: ContentModuleConformance.bodies + EngineConformance.bodies)
        func conformance(_ body: ConformanceBody) async throws {
            try await body.run(with: GTKConformanceHarness())
        }
    }
    // snippet end
}
