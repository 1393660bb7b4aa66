import Testing
import WebContentConformance
import WebContentCore

@testable import webcontent

/// The CLI wraps every engine to time it; the wrapper must keep the adapter's own bridge channel.
@MainActor
@Suite struct TimingWebEngineTests {
    /// Every render step travels as a bridge call through the wrapper to the wrapped engine's `callBridge`;
    /// none falls back to a plain async function call (what a wrapper without `callBridge` did: 15 of 15 steps).
    @Test func renderStepsTakeTheWrappedEnginesBridgeChannel() async throws {
        let fake = FakeWebEngine()
        let timing = TimingWebEngine(fake)
        let configuration = WebViewConfiguration()
        let module = ContentAssembly.assemble(engine: timing, configuration: configuration)
        timing.beginDocument()
        let result = try await module.renderAndWait(
            ContentDocument(html: #"<div style="height:40px">x</div>"#, kind: .post)
        ).get()
        #expect(result.failures.isEmpty)
        let steps = fake.journal.filter { $0.hasPrefix("answered(") }.count
        #expect(steps >= 5, "journal \(fake.journal)")
        #expect(timing.marks.bridgeCalls == steps)
        #expect(timing.marks.scriptCalls == 0)
    }
}
