import Foundation
import Testing
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
                try await engine.loadHTML("<p>before</p>", baseURL: nil)
                let call = Task {
                    try await engine.callAsyncJavaScript("await new Promise(() => {});", arguments: [:], in: .content, timeout: .seconds(30))
                }
                try await Task.sleep(for: .milliseconds(100))
                let start = ContinuousClock.now
                await engine.terminateWebProcess()
                await #expect(throws: WebEngineError.webProcessTerminated(.terminatedByAPI)) { try await call.value }
                #expect(ContinuousClock.now - start < .seconds(3))
                #expect(await eventually { delegate.terminations == [.terminatedByAPI] })
                let reload = ContinuousClock.now
                try await engine.loadHTML("<p>after</p>", baseURL: nil)
                print("figure: load after web-process termination \(milliseconds(since: reload)) ms")
                #expect(try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5)) == .string("after"))
            }
        }

        @Test func terminationDuringALoadFailsTheLoad() async throws {
            try await EngineFixture.with(EngineFixture.configuration(trust: .untrusted)) { engine in
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                let load = Task { try await engine.loadHTML(String(repeating: "<p>long</p>", count: 20000), baseURL: nil) }
                await Task.yield()
                await engine.terminateWebProcess()
                do {
                    try await load.value
                    // The load may have finished before the kill landed; then the page must be gone now.
                } catch let error as WebEngineError {
                    #expect(error == .webProcessTerminated(.terminatedByAPI))
                }
                try await engine.loadHTML("<p id=p>again</p>", baseURL: nil)
                #expect(try await engine.evaluateJavaScript("document.getElementById('p').textContent", in: .content, timeout: .seconds(5)) == .string("again"))
            }
        }
    }
}
