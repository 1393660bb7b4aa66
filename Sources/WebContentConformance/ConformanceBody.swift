/// One conformance body by name: the unit each engine's test target runs, so no engine's list is copied by hand.
public struct ConformanceBody: Sendable, CustomStringConvertible {
    /// The body's name: the conformance method it runs.
    public let name: String
    let run: @MainActor @Sendable (any ConformanceHarness) async throws -> Void

    /// The body's name, as tests print it.
    public var description: String { name }

    /// Runs this body on the engines `harness` makes.
    @MainActor
    public func run(with harness: any ConformanceHarness) async throws {
        try await run(harness)
    }
}

extension ContentModuleConformance {
    /// Every body, in the order they are listed here; each engine's tests run them all.
    public nonisolated static let bodies: [ConformanceBody] = [
        ConformanceBody(name: "rendersTheContentHeight") { try await Self(harness: $0).rendersTheContentHeight() },
        ConformanceBody(name: "aReusedModuleReportsOnlyItsNewContent") {
            try await Self(harness: $0).aReusedModuleReportsOnlyItsNewContent()
        },
        ConformanceBody(name: "theHeightFollowsTheContentUpAndDown") {
            try await Self(harness: $0).theHeightFollowsTheContentUpAndDown()
        },
        ConformanceBody(name: "aStepThatNeverAnswersTimesOut") {
            try await Self(harness: $0).aStepThatNeverAnswersTimesOut()
        },
        ConformanceBody(name: "aKilledWebProcessEndsWithTheSameHeight") {
            try await Self(harness: $0).aKilledWebProcessEndsWithTheSameHeight()
        },
        ConformanceBody(name: "aWebProcessKilledBetweenRendersIsRecovered") {
            try await Self(harness: $0).aWebProcessKilledBetweenRendersIsRecovered()
        },
        ConformanceBody(name: "anImageTapReachesTheRouter") {
            try await Self(harness: $0).anImageTapReachesTheRouter()
        },
        ConformanceBody(name: "switchingTheRemoteContentPolicyRendersTheSameContentAgain") {
            try await Self(harness: $0).switchingTheRemoteContentPolicyRendersTheSameContentAgain()
        },
        ConformanceBody(name: "aPageSendReachesItsStrategyAndBringsItsReplyBack") {
            try await Self(harness: $0).aPageSendReachesItsStrategyAndBringsItsReplyBack()
        },
        ConformanceBody(name: "aBridgeCallWithNaNIsInvalidInput") {
            try await Self(harness: $0).aBridgeCallWithNaNIsInvalidInput()
        },
        ConformanceBody(name: "aSnapshotCoversADocumentTallerThanTheView") {
            try await Self(harness: $0).aSnapshotCoversADocumentTallerThanTheView()
        },
        ConformanceBody(name: "aSnapshotKeepsTheTopItIsAskedFor") {
            try await Self(harness: $0).aSnapshotKeepsTheTopItIsAskedFor()
        },
        ConformanceBody(name: "resetRestoresSizeAndState") { try await Self(harness: $0).resetRestoresSizeAndState() },
        ConformanceBody(name: "closingTheModuleEndsItsEngine") {
            try await Self(harness: $0).closingTheModuleEndsItsEngine()
        },
    ]
}

extension EngineConformance {
    /// Every body the real engines share below the module.
    public nonisolated static let bodies: [ConformanceBody] = [
        ConformanceBody(name: "untrustedContentComesThroughTheSchemeWithoutPageScripts") {
            try await Self(harness: $0).untrustedContentComesThroughTheSchemeWithoutPageScripts()
        },
        ConformanceBody(name: "untrustedContentGetsTheCSPHeader") {
            try await Self(harness: $0).untrustedContentGetsTheCSPHeader()
        },
        ConformanceBody(name: "aNewerLoadSupersedesTheOlder") {
            try await Self(harness: $0).aNewerLoadSupersedesTheOlder()
        },
        ConformanceBody(name: "aNeverSettlingPromiseTimesOut") {
            try await Self(harness: $0).aNeverSettlingPromiseTimesOut()
        },
        ConformanceBody(name: "aLinkClickReachesTheChainOnceAndIsApplied") {
            try await Self(harness: $0).aLinkClickReachesTheChainOnceAndIsApplied()
        },
    ]
}
