/// A few warm engines recycled between documents (feeds, table cells): a new document skips the engine's
/// cold start (a new view and often a new web process).
///
/// Engine-free: it only knows ``WebEngine``. An engine goes back with ``release(_:)``, which resets it (content,
/// scripts, zoom, size, attempts) and clears its delegates; beyond `capacity` idle engines, the extra one is
/// handed to `retire` (close it there).
@MainActor
public final class EnginePool<Engine: WebEngine> {
    /// Makes a new engine when no idle one is left.
    public typealias Factory = @MainActor () async throws -> Engine

    /// The most idle engines kept warm.
    public let capacity: Int
    private let factory: Factory
    private let retire: @MainActor (Engine) async -> Void
    private var idle: [Engine] = []
    /// How many engines the factory made: the CLI reports it as the engines a batch started.
    public private(set) var createdCount = 0

    /// A pool keeping up to `capacity` idle engines, made by `factory`; the extras go to `retire`.
    public init(
        capacity: Int, factory: @escaping Factory, retire: @escaping @MainActor (Engine) async -> Void = { _ in }
    ) {
        self.capacity = max(0, capacity)
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
        guard !idle.contains(where: { $0 === engine }) else { return }
        engine.engineDelegate = nil
        (engine as? any WebPresentation)?.presentationDelegate = nil
        await engine.reset()
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
