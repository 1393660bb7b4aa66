import Testing
import WebContentConformance

extension GTKEngineSuite {
    /// The conformance bodies the fake engine passes, and those every real engine shares, on WebKitGTK.
    @MainActor
    @Suite struct ConformanceTests {
        let module = ContentModuleConformance(harness: GTKConformanceHarness())
        let engine = EngineConformance(harness: GTKConformanceHarness())

        @Test(arguments: ContentModuleConformance.bodies)
        func conformance(_ body: ConformanceBody<ContentModuleConformance>) async throws {
            try await body.run(on: module)
        }

        @Test(arguments: EngineConformance.bodies)
        func engineConformance(_ body: ConformanceBody<EngineConformance>) async throws {
            try await body.run(on: engine)
        }
    }
}
