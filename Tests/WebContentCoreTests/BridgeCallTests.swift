import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// The typed Swift-to-page call API over the bridge, against the fake engine (the real one: WebContentGTKTests).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BridgeCallTests {
    struct Point: Codable, Equatable { var x: Int; var y: Int }
    struct Sum: Decodable, Equatable { var sum: Int }

    private func engine() async throws -> FakeWebEngine {
        let engine = FakeWebEngine()
        engine.installSetupScripts([UserScript(name: "js/bridge.js", source: "// bridge")])
        try await engine.loadHTML("<main id=wck-content></main>", baseURL: nil)
        return engine
    }

    @Test func typedPayloadAndResultCrossAsJSON() async throws {
        let engine = try await engine()
        engine.stepHandlers["math.add"] = { payload in
            .object(["sum": .number((payload["x"]?.doubleValue ?? 0) + (payload["y"]?.doubleValue ?? 0))])
        }
        let result = try await engine.call("math.add", payload: Point(x: 2, y: 40), as: Sum.self, timeout: .seconds(1))
        #expect(result == Sum(sum: 42))
        #expect(engine.journal.contains("call(math.add)"))
    }

    @Test func aResultOfTheWrongShapeIsMalformed() async throws {
        let engine = try await engine()
        engine.stepHandlers["wrong"] = { _ in .string("not a sum") }
        let error = await #expect(throws: WebContentError.self) {
            _ = try await engine.call("wrong", payload: Point(x: 1, y: 1), as: Sum.self, timeout: .seconds(1))
        }
        #expect(error?.code == .malformedResult, "expected malformedResult, got \(String(describing: error))")
    }

    @Test func aJavaScriptErrorArrivesAsAStructuredError() async throws {
        let engine = try await engine()
        engine.stepHandlers["boom"] = { _ in throw WebContentError.javaScript(name: "BoomError", message: "bad") }
        await #expect(throws: WebContentError.javaScript(name: "BoomError", message: "bad")) {
            _ = try await engine.callBridge("boom", payload: .null, timeout: .seconds(1))
        }
    }

    /// A step whose engine fails with an error of another type (no page exception) is not filed as JavaScript.
    @Test func aStepFailingWithAnotherKindOfErrorIsNoJavaScriptError() async throws {
        struct Broken: Error {}
        let engine = try await engine()
        engine.stepHandlers["broken"] = { _ in throw Broken() }
        let report = await engine.runRenderStrategy(
            RenderStrategy(name: "t", steps: [RenderStep("broken")]), defaultTimeout: .seconds(1))
        let error = try #require(report.failures.first?.error)
        #expect(error.code == .malformedResult, "\(error)")
    }

    @Test func aPayloadThatDoesNotEncodeIsInvalidInput() async throws {
        let engine = try await engine()
        let error = await #expect(throws: WebContentError.self) {
            _ = try await engine.call("x", payload: Double.nan, as: Sum.self, timeout: .seconds(1))
        }
        #expect(error?.code == .invalidInput, "\(String(describing: error))")
        #expect(!engine.journal.contains("call(x)"))
    }

    @Test func withoutTheBridgeScriptTheCallFails() async throws {
        let engine = FakeWebEngine()
        try await engine.loadHTML("<main></main>", baseURL: nil)
        let error = await #expect(throws: WebContentError.self) {
            _ = try await engine.callBridge("anything", payload: .null, timeout: .seconds(1))
        }
        #expect(error?.code == .javaScript, "\(String(describing: error))")
    }
}
