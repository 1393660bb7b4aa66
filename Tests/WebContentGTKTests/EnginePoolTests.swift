import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The engine pool over real engines: warm reuse, reset between documents, bounded size.
    @Suite @MainActor
    struct EnginePoolTests {
        static func pool(
            capacity: Int, retired: @escaping @MainActor (GTKWebEngine) -> Void = { _ in }
        ) -> EnginePool<GTKWebEngine> {
            EnginePool(capacity: capacity) {
                try await GTKWebEngine.make(configuration: EngineFixture.configuration(width: 300))
            } retire: { engine in
                retired(engine)
                await engine.close()
            }
        }

        @Test func releasedEnginesAreResetAndReused() async throws {
            var retired: [ObjectIdentifier] = []
            let pool = Self.pool(capacity: 2) { retired.append(ObjectIdentifier($0)) }
            let delegate = SpyDelegate()
            let first = try await pool.acquire()
            first.engineDelegate = delegate
            first.installSetupScripts([EngineFixture.script("window.leftover = 1;")])
            first.viewportWidth = 500
            try await first.loadHTML("<title>old</title><p id=old>old</p><script>alert(1)</script>", baseURL: nil)
            #expect(await eventually { first.attempts.dialogs == 1 })
            await first.host.zoom(to: 1.5)
            await pool.release(first)
            #expect(first.engineDelegate == nil)
            #expect(first.attempts == ContentAttempts())

            let start = ContinuousClock.now
            let second = try await pool.acquire()
            #expect(second === first)
            try await second.loadHTML("<p id=new>new</p>", baseURL: nil)
            print("figure: pooled acquire + load \(milliseconds(since: start)) ms")
            #expect(
                try await second.evaluateJavaScript("typeof window.leftover", in: .content, timeout: .seconds(5))
                    == .string("undefined"))
            #expect(
                try await second.evaluateJavaScript(
                    "document.getElementById('old') === null", in: .page, timeout: .seconds(5)) == .bool(true))
            #expect(
                try await second.evaluateJavaScript("window.innerWidth", in: .page, timeout: .seconds(5))
                    == .number(300))
            #expect(await second.host.zoomLevel == 1.0)
            #expect(second.title == nil)
            #expect(pool.createdCount == 1)
            await pool.release(second)
            await pool.drain()
            #expect(retired == [ObjectIdentifier(first)])
        }

        @Test func thePoolKeepsAtMostItsCapacity() async throws {
            var retired = 0
            let pool = Self.pool(capacity: 1) { _ in retired += 1 }
            let a = try await pool.acquire()
            let b = try await pool.acquire()
            #expect(a !== b)
            await pool.release(a)
            await pool.release(b)
            #expect(retired == 1)
            // The one kept warm serves the next acquisition, and only the drain retires it.
            let c = try await pool.acquire()
            #expect(c === a)
            #expect(pool.createdCount == 2)
            await pool.release(c)
            #expect(retired == 1)
            await pool.drain()
            #expect(retired == 2)
        }
    }
}
