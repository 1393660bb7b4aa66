#if canImport(WebKit)
import Testing
import WebContentConformance

/// The conformance bodies the fake engine and WebKitGTK pass, on WKWebView (run with `swift test` on a Mac).
@MainActor
@Suite(.serialized) struct WKConformanceTests {
    let suite = ContentModuleConformance(harness: WKConformanceHarness())

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
#endif
