import Foundation
import WebContentCore
import WebContentEgress
import WebContentMail

#if os(Linux)
import WebContentGTK
#endif

/// The batch's warm real engines: one core ``EnginePool`` over this platform's engine per preset in use.
///
/// A worker acquires one engine of a document's preset, assembles its module on it once, and keeps both for
/// document after document of that preset; it gives the engine back at the end (reset, kept warm) or, when
/// the engine got stuck, retires it and acquires another. The pool's own reset runs only at the end, never
/// between documents: the warm shell page is what makes the next document fast. A batch mixing messages and
/// HTML keeps engines of both presets, since a preset (its remote-content policy, scripts) is fixed when an
/// engine is made.
@MainActor
final class RenderEnginePool {
    let settings: RenderSettings
    let capacity: Int
    let loadTimeout: Duration
    /// The service's filter: every engine made gets a gate of its own as its network proxy; nil: loads go direct.
    let egress: EgressFilter?
    /// The gate of each engine made behind the filter.
    private var gates: [ObjectIdentifier: EgressGate] = [:]
    #if os(Linux)
    private var pools: [WebViewPreset: EnginePool<any ProcessTerminatingEngine>] = [:]
    /// Each engine handed out, by identity, and the preset it was made for: to give it back to its own pool, and to
    /// kill a stuck one's web process, without casting what a worker hands back to a concrete engine.
    private var lent: [ObjectIdentifier: (engine: any ProcessTerminatingEngine, preset: WebViewPreset)] = [:]
    #endif

    init(settings: RenderSettings, capacity: Int, loadTimeout: Duration, egress: EgressFilter? = nil) {
        self.settings = settings
        self.capacity = capacity
        self.loadTimeout = loadTimeout
        self.egress = egress
    }

    #if os(Linux)
    private func pool(_ preset: WebViewPreset) -> EnginePool<any ProcessTerminatingEngine> {
        if let pool = pools[preset] { return pool }
        let (settings, loadTimeout) = (settings, loadTimeout)
        let pool = EnginePool<any ProcessTerminatingEngine>(
            capacity: capacity, role: { $0 },
            factory: { [unowned self] in
                var gate: EgressGate?
                if let egress { gate = try await EgressGate.open(policy: egress.policy, onRefusal: egress.onRefusal) }
                // Each engine its own store: workers render side by side, each message with its own parts. Under
                // the proxy policy the store hands remote images to a loader behind this engine's own gate, so
                // what it refused is this engine's document's too.
                let loader = settings.remoteContent == .proxy ? SoupResourceLoader(proxy: gate?.proxyURL) : nil
                let configuration = settings.configuration(
                    preset: preset, resourceProvider: MailPartStore(remote: loader))
                let engine: GTKWebEngine
                if let gate {
                    engine = try await GTKWebEngine.make(configuration: configuration, networkProxy: gate.proxyURL)
                    gates[ObjectIdentifier(engine)] = gate
                } else {
                    engine = try await GTKWebEngine.make(configuration: configuration)
                }
                engine.loadTimeout = loadTimeout
                return engine
            },
            retire: { [unowned self] in await close($0) })
        pools[preset] = pool
        return pool
    }
    #endif

    /// Engines the pool made (one per worker, plus one per replaced engine).
    var createdCount: Int {
        #if os(Linux)
        pools.values.reduce(0) { $0 + $1.createdCount }
        #else
        0
        #endif
    }

    /// Starts bringing up the engine's toolkit (GTK, and an X server and session bus when the process has none) in
    /// the background, so that it comes up while the command reads its inputs and builds its configuration.
    ///
    /// A failure is not reported here: the first engine's start reports it.
    nonisolated static func startToolkit() {
        #if os(Linux)
        // Not through the main actor, which the command keeps busy until its first render.
        GTKWebEngine.beginStartingGTK()
        #endif
    }

    /// Starts `count` engines before the first document, so no document's time includes a cold start.
    func prewarm(_ count: Int, preset: WebViewPreset) async throws {
        #if os(Linux)
        try await pool(preset).prewarm(count)
        #endif
    }

    /// A warm engine made for `preset`; it keeps the configuration it was made with (its preset, and the
    /// `MailPartStore` answering its `cid:` URLs), which the module assembled on it reads.
    func acquire(_ preset: WebViewPreset) async throws -> any ConfiguredWebEngine {
        #if os(Linux)
        let engine = try await pool(preset).acquire()
        lent[ObjectIdentifier(engine)] = (engine, preset)
        return engine
        #else
        throw WebContentError.loadFailed("no web engine on this platform yet (the WebKit adapter is Apple-only)")
        #endif
    }

    /// Gives a healthy engine back to be reset and kept warm.
    func release(_ engine: any WebEngine & WebPresentation) async {
        #if os(Linux)
        if let handedOut = lent.removeValue(forKey: ObjectIdentifier(engine)), let pool = pools[handedOut.preset] {
            await pool.release(handedOut.engine)
        } else {
            await close(engine)
        }
        #endif
    }

    /// Ends an engine that cannot be trusted with another document; a stuck one has its web process killed.
    func retire(_ engine: any WebEngine & WebPresentation, stuck: Bool) async {
        #if os(Linux)
        let handedOut = lent.removeValue(forKey: ObjectIdentifier(engine))?.engine
        // Retired for good: its module must not recover the content on it when the process is killed.
        engine.engineDelegate = nil
        // A page spinning in a script never finishes a load or a call: only killing its process ends it.
        if stuck { await handedOut?.terminateWebProcess() }
        await close(engine)
        #endif
    }

    private func close(_ engine: any WebEngine) async {
        await engine.close()
        await gates.removeValue(forKey: ObjectIdentifier(engine))?.close()
    }

    /// What `engine`'s gate refused and forwarded since the last call; nil when the engine has no gate.
    func takeEgressCounts(of engine: any WebEngine) -> EgressGate.Counts? {
        gates[ObjectIdentifier(engine)]?.take()
    }

    /// Closes every idle engine.
    func drain() async {
        #if os(Linux)
        for pool in pools.values { await pool.drain() }
        #endif
    }
}
