import Foundation
import WebContentConformance
import WebContentCore
import WebContentGTK

/// Runs the conformance bodies on WebKitGTK: faults and gestures are provoked for real.
@MainActor
struct GTKConformanceHarness: ConformanceHarness {
    func makeEngine(_ configuration: WebViewConfiguration) async throws -> any WebEngine & WebPresentation {
        try await GTKWebEngine.make(configuration: configuration)
    }

    func terminateWebProcess(of engine: any WebEngine & WebPresentation) async {
        await (engine as? GTKWebEngine)?.terminateWebProcess()
    }

    func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        try await resizeContentInPage(of: engine, toHeight: height)
    }

    func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        try await tapInPage(selector, in: engine)
    }

    func dispose(_ engine: any WebEngine & WebPresentation) async {
        await (engine as? GTKWebEngine)?.close()
    }
}
