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
        await (engine as? GTKWebEngine)?.terminateWebProcessForTesting()
    }

    func resizeContent(of engine: any WebEngine & WebPresentation, toHeight height: Double) async throws {
        // As a late image would: the content's first block changes height; the page's observer must see it.
        _ = try await engine.callAsyncJavaScript(
            "document.getElementById('wck-content').firstElementChild.style.height = height + 'px'; return null;",
            arguments: ["height": .number(height)], in: .content, timeout: .seconds(5))
    }

    func tap(_ selector: String, in engine: any WebEngine & WebPresentation) async throws {
        _ = try await engine.callAsyncJavaScript(
            "document.querySelector(selector).click(); return null;",
            arguments: ["selector": .string(selector)], in: .content, timeout: .seconds(5))
    }

    func dispose(_ engine: any WebEngine & WebPresentation) async {
        await (engine as? GTKWebEngine)?.close()
    }
}
