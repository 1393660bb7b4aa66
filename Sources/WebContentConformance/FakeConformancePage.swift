import Foundation
import WebContentCore

/// The fake engine's model of a page: the gestures it knows, and the messages bridge.js would post.
@MainActor
struct FakeConformancePage: ConformancePage {
    func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        try fake(engine).simulateContentResize(height: height)
    }

    func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        let fake = try fake(engine)
        guard let content = fake.insertedContent else { return }
        // The model knows one gesture: tapping an image reports its source.
        if selector == "img", let src = FakeWebEngine.firstMatch(#"<img [^>]*src="([^"]*)""#, in: content),
            let url = URL(string: src)
        {
            fake.simulateTap(.image(url))
        }
    }

    func send(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws -> JSONValue
    {
        try await fake(engine).send(name, payload: payload)
    }

    func notify(_ name: String, payload: JSONValue, in engine: any WebEngine & WebPresentation) async throws {
        try fake(engine).post(name, payload: payload) { _ in }
    }

    private func fake(_ engine: any WebEngine & WebPresentation) throws -> FakeWebEngine {
        guard let fake = engine as? FakeWebEngine else { throw ConformanceFailure("not a FakeWebEngine") }
        return fake
    }
}
