import Testing
import WebContentConformance

/// The conformance bodies on the in-memory engine; the GTK tests run the same bodies on WebKitGTK.
@MainActor
@Suite struct FakeEngineConformanceTests {
    let suite = ContentModuleConformance(harness: FakeConformanceHarness())

    @Test func rendersTheContentHeight() async throws { try await suite.rendersTheContentHeight() }
    @Test func aReusedModuleReportsOnlyItsNewContent() async throws { try await suite.aReusedModuleReportsOnlyItsNewContent() }
    @Test func theHeightFollowsTheContentUpAndDown() async throws { try await suite.theHeightFollowsTheContentUpAndDown() }
    @Test func aStepThatNeverAnswersTimesOut() async throws { try await suite.aStepThatNeverAnswersTimesOut() }
    @Test func aKilledWebProcessEndsWithTheSameHeight() async throws { try await suite.aKilledWebProcessEndsWithTheSameHeight() }
    @Test func anImageTapReachesTheRouter() async throws { try await suite.anImageTapReachesTheRouter() }
    @Test func switchingTheRemoteContentPolicyRendersTheSameContentAgain() async throws {
        try await suite.switchingTheRemoteContentPolicyRendersTheSameContentAgain()
    }
}
