/// A few warm engines recycled between documents (feeds, table cells): a new document skips the engine's
/// cold start (a new view and often a new web process).
///
/// Engine-free: it only knows the ``ConfiguredWebEngine`` role, so it pools a concrete engine type or an existential
/// one (`any ProcessTerminatingEngine`) alike. An engine goes back with ``release(_:)``, which resets it (content,
/// scripts, zoom, size, attempts) and clears its delegates; beyond `capacity` idle engines, the extra one is handed
/// to `retire` (close it there).
@MainActor
public final class EnginePool<Engine> {
    /// Makes a new engine when no idle one is left.
    public typealias Factory = @MainActor () async throws -> Engine

    /// The most idle engines kept warm.
    public let capacity: Int
    private let factory: Factory
    private let retire: @MainActor (Engine) async -> Void
    /// The engine in its role: an existential cannot stand for the protocol in the generic constraint, so a pool of
    /// one is told how to see it.
    private let role: @MainActor (Engine) -> any ConfiguredWebEngine
    private var idle: [Engine] = []
    /// How many engines the factory made: the CLI reports it as the engines a batch started.
    public private(set) var createdCount = 0

    /// A pool keeping up to `capacity` idle engines of a concrete type, made by `factory`; the extras go to `retire`.
    public convenience init(
        capacity: Int, factory: @escaping Factory, retire: @escaping @MainActor (Engine) async -> Void = { _ in }
    ) where Engine: ConfiguredWebEngine {
        self.init(capacity: capacity, role: { $0 }, factory: factory, retire: retire)
    }

    /// A pool keeping up to `capacity` idle engines that `role` shows as engines (`{ $0 }` for an existential type).
    public init(
        capacity: Int, role: @escaping @MainActor (Engine) -> any ConfiguredWebEngine, factory: @escaping Factory,
        retire: @escaping @MainActor (Engine) async -> Void = { _ in }
    ) {
        self.capacity = max(0, capacity)
        self.role = role
        self.factory = factory
        self.retire = retire
    }

    /// Makes engines until `count` (at most `capacity`) are idle.
    public func prewarm(_ count: Int) async throws {
        while idle.count < min(count, capacity) {
            idle.append(try await make())
        }
    }

    /// A warm engine when one is idle, else a new one.
    public func acquire() async throws -> Engine {
        if let engine = idle.popLast() { return engine }
        return try await make()
    }

    /// Takes an engine back: resets it and keeps it warm, or retires it when the pool is full.
    public func release(_ engine: Engine) async {
        let released = role(engine)
        guard !idle.contains(where: { role($0) === released }) else { return }
        released.engineDelegate = nil
        released.presentationDelegate = nil
        await released.reset()
        if idle.count < capacity {
            idle.append(engine)
        } else {
            await retire(engine)
        }
    }

    /// Retires every idle engine.
    public func drain() async {
        let engines = idle
        idle = []
        for engine in engines { await retire(engine) }
    }

    private func make() async throws -> Engine {
        let engine = try await factory()
        createdCount += 1
        return engine
    }
}
