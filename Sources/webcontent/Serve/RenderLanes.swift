import Foundation
import WebContentCore

#if os(Linux)
import WebContentGTK
#endif

/// The service's warm workers: one per set of engine options in use, at most one per render slot.
///
/// A lane is a ``RenderWorker`` (its engines and the module assembled on each) made for one
/// ``RenderRequestOptions/engineKey``. Requests with the same options take an idle lane of theirs, so the common
/// case (every client asks for the same width and theme) renders on warm engines only; a request with other
/// options takes a new lane, after the least recently used idle one is closed, so the service never holds more
/// lanes than it has slots. A lane is recycled (its engines closed, a fresh one made on next use) after a
/// number of renders or when the process tree's memory passes a limit: WebKit's web processes grow over
/// thousands of documents, and a new engine is cheaper than the growth.
@MainActor
final class RenderLanes {
    /// One worker and the options it was made for.
    final class Lane {
        let key: RenderRequestOptions
        let worker: RenderWorker
        var renders = 0

        init(key: RenderRequestOptions, worker: RenderWorker) {
            self.key = key
            self.worker = worker
        }
    }

    /// Why a lane's engines were closed.
    enum Recycle: String, CaseIterable, Sendable {
        /// It rendered its share of documents.
        case renders
        /// The process tree grew past the memory limit.
        case memory
        /// Another set of options needed its place.
        case evicted
    }

    let limit: Int
    let recycleAfter: Int
    /// The process tree's resident memory, in MiB, past which the lane just used is recycled; nil: no limit.
    let memoryLimitMiB: Double?
    let timeout: Duration
    /// Idle lanes, least recently used first.
    private var idle: [Lane] = []
    /// Every lane not yet closed, idle or rendering.
    private var live: [ObjectIdentifier: Lane] = [:]
    private var busy = 0
    /// Engines started by lanes already closed (the live lanes' own are counted from their pools).
    private var closedLanesEngines = 0
    /// Told each time a lane is recycled.
    var onRecycle: @MainActor (Recycle) -> Void = { _ in }

    /// The most pixels a lane's snapshots may have.
    let maxPixels: Int?
    /// The filter every lane's engines load remote content through; nil: loads go direct.
    let egress: EgressFilter?

    init(
        limit: Int, recycleAfter: Int, memoryLimitMiB: Double?, timeout: Duration, maxPixels: Int? = nil,
        egress: EgressFilter? = nil
    ) {
        self.maxPixels = maxPixels
        self.egress = egress
        self.limit = max(1, limit)
        self.recycleAfter = max(1, recycleAfter)
        self.memoryLimitMiB = memoryLimitMiB
        self.timeout = timeout
    }

    /// Engines every lane has started, closed lanes included: one per lane and preset, plus each replacement.
    var enginesStarted: Int {
        closedLanesEngines + live.values.reduce(0) { $0 + $1.worker.pool.createdCount }
    }

    /// Starts `count` lanes for `options`, each with its engine started, so the first requests find them warm.
    ///
    /// A web view starts its web process at its first load, so a lane is warm only once it has rendered
    /// (`RenderWorker.startEngine(_:)`, under `RenderWorker.startBudget` when `--timeout` is shorter): its process
    /// running, its shell page loaded behind the walls the next document reuses. A service whose warm-up fails never
    /// says it is ready.
    func warmUp(_ count: Int, options: RenderRequestOptions) async throws {
        var made: [Lane] = []
        for _ in 0..<min(count, limit) {
            let lane = makeLane(options.engineKey)
            made.append(lane)
            do {
                try await lane.worker.startEngine(lane.worker.settings.preset(isMessage: false))
            } catch {
                idle += made
                throw WebContentError.loadFailed("warm-up render failed: \(error)")
            }
        }
        idle += made
    }

    /// Renders `document` on a lane made for `options`, writing its outputs where `targets` says.
    func render(
        _ document: InputDocument, options: RenderRequestOptions, targets: RenderTargets
    ) async
        -> ReportRecord
    {
        let lane = await checkOut(options.engineKey)
        busy += 1
        options.applyPerRender(to: &lane.worker.settings)
        let record = await lane.worker.render(document, targets: targets)
        busy -= 1
        lane.renders += 1
        await checkIn(lane)
        return record
    }

    /// Closes every idle lane; the service is stopping.
    func closeAll() async {
        let lanes = idle
        idle = []
        for lane in lanes { await close(lane) }
    }

    private func checkOut(_ key: RenderRequestOptions) async -> Lane {
        if let index = idle.lastIndex(where: { $0.key == key }) { return idle.remove(at: index) }
        // Room for a lane of these options: the least recently used idle lane of other options gives its place.
        while idle.count + busy >= limit, !idle.isEmpty {
            let evicted = idle.removeFirst()
            await close(evicted)
            onRecycle(.evicted)
        }
        return makeLane(key)
    }

    private func checkIn(_ lane: Lane) async {
        if lane.renders >= recycleAfter {
            await close(lane)
            onRecycle(.renders)
        } else if let memoryLimitMiB, Self.treeResidentMiB() > memoryLimitMiB {
            await close(lane)
            onRecycle(.memory)
        } else {
            idle.append(lane)
        }
    }

    private func makeLane(_ key: RenderRequestOptions) -> Lane {
        var settings = key.settings(timeout: timeout)
        settings.maxPixels = maxPixels
        // The engine's own bound on a load is the warm-up's: a request's load ends at the request's deadline first.
        let pool = RenderEnginePool(
            settings: settings, capacity: 2, loadTimeout: max(timeout, RenderWorker.startBudget), egress: egress)
        let lane = Lane(key: key, worker: RenderWorker(settings: settings, pool: pool))
        live[ObjectIdentifier(lane)] = lane
        return lane
    }

    private func close(_ lane: Lane) async {
        await lane.worker.shutDown()
        await lane.worker.pool.drain()
        live[ObjectIdentifier(lane)] = nil
        closedLanesEngines += lane.worker.pool.createdCount
    }

    /// This process and its WebKit processes, from the process table.
    static func treeResidentMiB() -> Double {
        #if os(Linux)
        ProcessMemory.totalResidentMiB()
        #else
        0
        #endif
    }
}
