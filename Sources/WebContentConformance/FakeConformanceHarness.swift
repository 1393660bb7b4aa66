import Foundation
import WebContentCore

/// Runs the conformance bodies against the in-memory ``FakeWebEngine``.
@MainActor
public struct FakeConformanceHarness: ConformanceHarness {
    public init() {}

    public func makeEngine(_ configuration: WebViewConfiguration) async throws -> any WebEngine & WebPresentation {
        let engine = FakeWebEngine()
        engine.viewportWidth = configuration.viewportWidth
        engine.configuredViewportWidth = configuration.viewportWidth
        engine.acceptMessages(configuration)
        return engine
    }

    public func terminateWebProcess(of engine: any WebEngine & WebPresentation) async {
        (engine as? FakeWebEngine)?.terminateWebProcess()
    }

    /// The fake decides nothing: no navigation ever waits.
    public func waitingNavigationDecisions(of engine: any WebEngine & WebPresentation) async -> Int { 0 }

    public func dispose(_ engine: any WebEngine & WebPresentation) async {}

    public var page: any ConformancePage { FakeConformancePage() }
}
