import Foundation
import WebContentCore

/// Runs the conformance bodies against the in-memory ``FakeWebEngine``.
@MainActor
public struct FakeConformanceHarness: ConformanceHarness {
    public init() {}

    public func makeEngine(_ configuration: WebViewConfiguration) async throws -> any WebEngine & WebPresentation {
        let engine = FakeWebEngine()
        engine.viewportWidth = configuration.viewportWidth
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
}
