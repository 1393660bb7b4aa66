import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Web-process death: pending calls fail fast, the delegate hears it, and the next load works.
    @Suite @MainActor
    struct TerminationTests {
        @Test func terminationMidCallFailsTheCallAndTheEngineLoadsAgain() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with { engine in
                engine.engineDelegate = delegate
                let call = try await EngineFixture.neverSettlingCall(in: engine)
                await engine.terminateWebProcess()
                await #expect(throws: WebContentError.webProcessTerminated(.terminatedByAPI)) { try await call.value }
                #expect(await eventually { delegate.terminations == [.terminatedByAPI] })
                let reload = ContinuousClock.now
                try await engine.loadHTML("<p>after</p>", baseURL: nil)
                print("figure: load after web-process termination \(milliseconds(since: reload)) ms")
                #expect(
                    try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5))
                        == .string("after"))
            }
        }

        @Test func terminationDuringALoadFailsTheLoad() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with { engine in
                engine.engineDelegate = delegate
                engine.loadTimeout = .seconds(60)
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                // A page whose parser never gets past its script: the load cannot finish on its own, so only the
                // kill can end it (a load that succeeded would mean the kill missed it). The script's dialog, counted
                // by the engine, says the web process is in it: the kill lands mid-load, not at a guessed time.
                let load = Task {
                    try await engine.loadHTML("<p>spinning</p><script>alert(1); for (;;) {}</script>", baseURL: nil)
                }
                #expect(await eventually(timeout: .seconds(10)) { engine.attempts.dialogs == 1 }, "never spun")
                await engine.terminateWebProcess()
                await #expect(throws: WebContentError.webProcessTerminated(.terminatedByAPI)) { try await load.value }
                #expect(await eventually { delegate.terminations == [.terminatedByAPI] })
                try await engine.loadHTML("<p id=p>again</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript(
                        "document.getElementById('p').textContent", in: .content, timeout: .seconds(5))
                        == .string("again"))
            }
        }
    }
}
