import Foundation
import Testing
import WebContentCore
@testable import WebContentGTK

/// Loading documents on the real engine: finished, failed, superseded, trusted and untrusted delivery.
@Suite(.serialized) @MainActor
struct LoadTests {
    @Test func loadsHTMLAndEvaluatesInThePage() async throws {
        try await EngineFixture.with { engine in
            let start = ContinuousClock.now
            try await engine.loadHTML("<p id=x>hello</p>", baseURL: URL(string: "https://example.com/a/"))
            let loadTime = milliseconds(since: start)
            let text = try await engine.evaluateJavaScript(
                "document.getElementById('x').textContent", in: .page, timeout: .seconds(5))
            #expect(text == .string("hello"))
            let base = try await engine.evaluateJavaScript("document.baseURI", in: .page, timeout: .seconds(5))
            #expect(base == .string("https://example.com/a/"))
            let evaluateStart = ContinuousClock.now
            for _ in 0..<20 { _ = try await engine.evaluateJavaScript("1", in: .page, timeout: .seconds(5)) }
            print("figure: first load \(loadTime) ms, evaluate round trip \(milliseconds(since: evaluateStart) / 20) ms")
        }
    }
}
