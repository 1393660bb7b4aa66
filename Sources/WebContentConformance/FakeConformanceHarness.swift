import Foundation
public import WebContentCore

/// Runs the conformance bodies against the in-memory ``FakeWebEngine``.
@MainActor
public struct FakeConformanceHarness: ConformanceHarness {
    /// The harness; it needs no setup.
    public init() {}

    /// A new fake engine with the configuration's viewport width, accepting its script messages.
    public func makeEngine(_ configuration: WebViewConfiguration) async throws -> any ConfiguredWebEngine {
        let engine = FakeWebEngine(configuration: configuration)
        engine.acceptMessages(configuration)
        return engine
    }

    /// Kills the fake engine's pretend web process.
    public func terminateWebProcess(of engine: any WebEngine & WebPresentation) async {
        (engine as? FakeWebEngine)?.terminateWebProcess()
    }

    /// The fake decides nothing: no navigation ever waits.
    public func waitingNavigationDecisions(of engine: any WebEngine & WebPresentation) async -> Int { 0 }

    /// Closes the fake, as a real engine is closed (it holds no resources).
    public func dispose(_ engine: any WebEngine & WebPresentation) async {
        await engine.close()
    }

    /// The fake's model of a page: the gestures and messages it plays.
    public var page: any ConformancePage { FakeConformancePage() }
}
