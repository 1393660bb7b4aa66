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

    public func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        (engine as? FakeWebEngine)?.simulateContentResize(height: height)
    }

    public func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        guard let fake = engine as? FakeWebEngine, let content = fake.insertedContent else { return }
        // The model knows one gesture: tapping an image reports its source.
        if selector == "img", let src = FakeWebEngine.firstMatch(#"<img [^>]*src="([^"]*)""#, in: content),
            let url = URL(string: src)
        {
            fake.simulateTap(.image(url))
        }
    }

    public func dispose(_ engine: any WebEngine & WebPresentation) async {}

    /// The fake has no page: it posts what bridge.js would post for `WebContentBridge.send`.
    public func sendFromPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws -> JSONValue {
        guard let fake = engine as? FakeWebEngine else { throw ConformanceFailure("not a FakeWebEngine") }
        return try await fake.send(name, payload: payload)
    }

    public func notifyFromPage(
        _ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation
    ) async throws {
        guard let fake = engine as? FakeWebEngine else { throw ConformanceFailure("not a FakeWebEngine") }
        fake.post(name, payload: payload) { _ in }
    }
}
