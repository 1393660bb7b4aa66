/// One conformance body by name: the unit each engine's test target runs, so no engine's list is copied by hand.
public struct ConformanceBody<Suite>: Sendable, CustomStringConvertible {
    public let name: String
    let run: @MainActor @Sendable (Suite) async throws -> Void

    public var description: String { name }

    /// Runs this body against `suite`'s engine.
    @MainActor
    public func run(on suite: Suite) async throws {
        try await run(suite)
    }
}

extension ContentModuleConformance {
    /// Every body, in the order they are listed here; each engine's tests run them all.
    public nonisolated static let bodies: [ConformanceBody<Self>] = [
        ConformanceBody(name: "rendersTheContentHeight") { try await $0.rendersTheContentHeight() },
        ConformanceBody(name: "aReusedModuleReportsOnlyItsNewContent") {
            try await $0.aReusedModuleReportsOnlyItsNewContent()
        },
        ConformanceBody(name: "theHeightFollowsTheContentUpAndDown") {
            try await $0.theHeightFollowsTheContentUpAndDown()
        },
        ConformanceBody(name: "aStepThatNeverAnswersTimesOut") { try await $0.aStepThatNeverAnswersTimesOut() },
        ConformanceBody(name: "aKilledWebProcessEndsWithTheSameHeight") {
            try await $0.aKilledWebProcessEndsWithTheSameHeight()
        },
        ConformanceBody(name: "anImageTapReachesTheRouter") { try await $0.anImageTapReachesTheRouter() },
        ConformanceBody(name: "switchingTheRemoteContentPolicyRendersTheSameContentAgain") {
            try await $0.switchingTheRemoteContentPolicyRendersTheSameContentAgain()
        },
        ConformanceBody(name: "aPageSendReachesItsStrategyAndBringsItsReplyBack") {
            try await $0.aPageSendReachesItsStrategyAndBringsItsReplyBack()
        },
        ConformanceBody(name: "aBridgeCallWithNaNIsInvalidInput") { try await $0.aBridgeCallWithNaNIsInvalidInput() },
        ConformanceBody(name: "aSnapshotCoversADocumentTallerThanTheView") {
            try await $0.aSnapshotCoversADocumentTallerThanTheView()
        },
        ConformanceBody(name: "resetRestoresSizeAndState") { try await $0.resetRestoresSizeAndState() },
    ]
}

extension EngineConformance {
    /// Every body the real engines share below the module.
    public nonisolated static let bodies: [ConformanceBody<Self>] = [
        ConformanceBody(name: "untrustedContentComesThroughTheSchemeWithoutPageScripts") {
            try await $0.untrustedContentComesThroughTheSchemeWithoutPageScripts()
        },
        ConformanceBody(name: "untrustedContentGetsTheCSPHeader") { try await $0.untrustedContentGetsTheCSPHeader() },
        ConformanceBody(name: "aNewerLoadSupersedesTheOlder") { try await $0.aNewerLoadSupersedesTheOlder() },
        ConformanceBody(name: "aNeverSettlingPromiseTimesOut") { try await $0.aNeverSettlingPromiseTimesOut() },
        ConformanceBody(name: "aLinkClickReachesTheChainOnceAndIsApplied") {
            try await $0.aLinkClickReachesTheChainOnceAndIsApplied()
        },
    ]
}
