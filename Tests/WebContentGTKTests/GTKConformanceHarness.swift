import Foundation
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

/// Runs the conformance bodies on WebKitGTK: faults and gestures are provoked for real.
@MainActor
struct GTKConformanceHarness: ConformanceHarness {
    let page: any ConformancePage = ScriptedConformancePage()

    func makeEngine(_ configuration: WebViewConfiguration) async throws -> any ConfiguredWebEngine {
        try await GTKWebEngine.make(configuration: configuration)
    }

    func terminateWebProcess(of engine: any WebEngine & WebPresentation) async {
        await (engine as? GTKWebEngine)?.terminateWebProcess()
    }

    func waitingNavigationDecisions(of engine: any WebEngine & WebPresentation) async -> Int {
        await (engine as? GTKWebEngine)?.host.waitingDecisionCount ?? 0
    }

    func dispose(_ engine: any WebEngine & WebPresentation) async {
        await engine.close()
    }
}
