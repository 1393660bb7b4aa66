import Foundation
import WebContentCore
#if canImport(WebContentGTK)
import WebContentGTK
#endif

/// The batch's warm real engines: the core's ``EnginePool`` over this platform's engine.
///
/// A worker acquires one engine, assembles its module on it once, and keeps both for document after
/// document; it gives the engine back at the end (reset, kept warm) or, when the engine got stuck, retires it
/// and acquires another. The pool's own reset runs only at the end, never between documents: the warm shell
/// page is what makes the next document fast.
@MainActor
final class RenderEnginePool {
    #if canImport(WebContentGTK)
    private let pool: EnginePool<GTKWebEngine>
    #endif

    init(settings: RenderSettings, capacity: Int, loadTimeout: Duration) {
        #if canImport(WebContentGTK)
        pool = EnginePool(
            capacity: capacity,
            factory: {
                // Each engine its own store: workers render side by side, each message with its own parts.
                let engine = try await GTKWebEngine.make(configuration: settings.configuration(resourceProvider: MailPartStore()))
                engine.loadTimeout = loadTimeout
                return engine
            },
            retire: { await $0.close() })
        #endif
    }

    /// Engines the pool made (one per worker, plus one per replaced engine).
    var createdCount: Int {
        #if canImport(WebContentGTK)
        pool.createdCount
        #else
        0
        #endif
    }

    /// Starts `count` engines before the first document, so no document's time includes a cold start.
    func prewarm(_ count: Int) async throws {
        #if canImport(WebContentGTK)
        try await pool.prewarm(count)
        #endif
    }

    func acquire() async throws -> any WebEngine & WebPresentation {
        #if canImport(WebContentGTK)
        return try await pool.acquire()
        #else
        throw WebEngineError.loadFailed("no web engine on this platform yet (the WebKit adapter is Apple-only)")
        #endif
    }

    /// The store answering `engine`'s `cid:` requests, whose parts are swapped before each document.
    func partStore(for engine: any WebEngine & WebPresentation) -> MailPartStore? {
        #if canImport(WebContentGTK)
        (engine as? GTKWebEngine)?.configuration.resourceProvider as? MailPartStore
        #else
        nil
        #endif
    }

    /// Gives a healthy engine back to be reset and kept warm.
    func release(_ engine: any WebEngine & WebPresentation) async {
        #if canImport(WebContentGTK)
        if let engine = engine as? GTKWebEngine { await pool.release(engine) }
        #endif
    }

    /// Ends an engine that cannot be trusted with another document; a stuck one has its web process killed.
    func retire(_ engine: any WebEngine & WebPresentation, stuck: Bool) async {
        #if canImport(WebContentGTK)
        if let engine = engine as? GTKWebEngine {
            // A page spinning in a script never finishes a load or a call: only killing its process ends it.
            if stuck { await engine.terminateWebProcessForTesting() }
            await engine.close()
        }
        #endif
    }

    /// Closes every idle engine.
    func drain() async {
        #if canImport(WebContentGTK)
        await pool.drain()
        #endif
    }
}
