import Testing
import WebContentConformance

extension GTKEngineSuite {
    /// The conformance bodies the fake engine passes, on the real WebKitGTK engine.
    @MainActor
    @Suite struct ConformanceTests {
        let suite = ContentModuleConformance(harness: GTKConformanceHarness())

        @Test func rendersTheContentHeight() async throws { try await suite.rendersTheContentHeight() }
        @Test func aReusedModuleReportsOnlyItsNewContent() async throws {
            try await suite.aReusedModuleReportsOnlyItsNewContent()
        }
        @Test func theHeightFollowsTheContentUpAndDown() async throws {
            try await suite.theHeightFollowsTheContentUpAndDown()
        }
        @Test func aStepThatNeverAnswersTimesOut() async throws { try await suite.aStepThatNeverAnswersTimesOut() }
        @Test func aKilledWebProcessEndsWithTheSameHeight() async throws {
            try await suite.aKilledWebProcessEndsWithTheSameHeight()
        }
        @Test func anImageTapReachesTheRouter() async throws { try await suite.anImageTapReachesTheRouter() }
        @Test func switchingTheRemoteContentPolicyRendersTheSameContentAgain() async throws {
            try await suite.switchingTheRemoteContentPolicyRendersTheSameContentAgain()
        }
    }
}
