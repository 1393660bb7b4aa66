import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

#if canImport(Glibc)
import Glibc
#endif

extension GTKEngineSuite {
    /// Engine lifetime: closed engines free their host; a real crash is reported and recovered.
    @Suite @MainActor
    struct LifecycleTests {
        // The witness is a weak reference to the host: it empties only when nothing holds the host any more (a
        // retain cycle between engine, host and WebKit's callbacks would keep it, and its view, alive).
        @Test func aClosedAndReleasedEngineFreesItsHost() async throws {
            var engine: GTKWebEngine? = try await GTKWebEngine.make(configuration: EngineFixture.configuration())
            weak let host = engine?.host
            try await engine?.loadHTML("<p>x</p>", baseURL: nil)
            _ = try await engine?.callAsyncJavaScript("return 1;", arguments: [:], in: .content, timeout: .seconds(5))
            #expect(host != nil)
            await engine?.close()
            await #expect(throws: WebContentError.engineClosed) { try await engine?.loadHTML("", baseURL: nil) }
            engine = nil
            #expect(await eventually { host == nil })
        }

        @Test func anEngineDroppedWithoutCloseFreesItsHost() async throws {
            var engine: GTKWebEngine? = try await GTKWebEngine.make(configuration: EngineFixture.configuration())
            weak let host = engine?.host
            try await engine?.loadHTML("<p>x</p>", baseURL: nil)
            #expect(host != nil)
            engine = nil
            #expect(await eventually { host == nil })
        }

        @Test func aKilledWebProcessIsReportedAsACrashAndTheEngineLoadsAgain() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with { engine in
                engine.engineDelegate = delegate
                let call = try await EngineFixture.neverSettlingCall(in: engine)
                let killed = WebProcesses.killAll()
                #expect(killed > 0)
                await #expect(throws: WebContentError.webProcessTerminated(.crashed)) { try await call.value }
                #expect(await eventually { delegate.terminations == [.crashed] })
                try await engine.loadHTML("<p>after</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5))
                        == .string("after"))
            }
        }
    }
}

/// Finds this process's WebKit web processes (children of bubblewrap, so any descendant) and kills them.
enum WebProcesses {
    static func killAll() -> Int {
        let targets = ProcessMemory.webProcesses(below: getpid())
        for pid in targets { kill(pid, SIGKILL) }
        return targets.count
    }
}
