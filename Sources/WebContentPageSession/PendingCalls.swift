package import WebContentCore

/// The calls an engine is waiting on, so that a new load or a dead web process can fail them all at once.
///
/// Not `Sendable` and bound to no actor: it belongs to its adapter's isolation (the main actor for WKWebView,
/// the GLib actor for WebKitGTK) and is used only from there. ``register(_:timeout:what:isolation:)`` takes the
/// caller's isolation, so the deadline and the awaiting task's cancellation come back to that same actor.
package final class PendingCalls {
    private var calls: [UInt64: any AnyPendingCall] = [:]
    private var nextID: UInt64 = 0
    /// Whether a load is on its way: started, not yet finished or failed.
    private var isLoading = false
    /// The calls started while a load was on its way.
    ///
    /// WebKit runs them in the document that load replaces (its public API says nothing of the commit between), so that
    /// document's end is theirs.
    private var startedDuringLoad: Set<UInt64> = []
    /// Turns a timeout into a sleep to its deadline; the deadline is fixed when the call starts.
    private let deadline: (Duration) -> @Sendable () async throws -> Void
    /// Starts a stopwatch on the registry's clock.
    let stopwatch: () -> () -> Duration

    /// An empty registry whose deadlines run on `clock` (a test clock in tests, the continuous clock in engines).
    package init<C: Clock<Duration>>(clock: C) {
        deadline = { timeout in
            let due = clock.now.advanced(by: timeout)
            return { try await clock.sleep(until: due, tolerance: nil) }
        }
        stopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }

    /// An empty registry on the continuous clock.
    package convenience init() {
        self.init(clock: ContinuousClock())
    }

    /// How many calls are still waiting.
    package var count: Int { calls.count }

    /// The calls still waiting, oldest first, each with how long it has waited and how far it got.
    ///
    /// As "load, 10000 ms (started at 3 ms, committed at 4 ms)": a render that missed its deadline names them in
    /// its error.
    package var waits: [String] {
        calls.sorted { $0.key < $1.key }.map { _, call in
            "\(call.what), \(LoadProgress.milliseconds(call.waited())) ms"
                + (call.progressNote.map { " (\($0))" } ?? "")
        }
    }

    /// The still-waiting call with this id and value type; nil once it answered (or for another value type).
    package func call<Value: Sendable>(_ id: UInt64, as type: Value.Type) -> PendingCall<Value>? {
        calls[id] as? PendingCall<Value>
    }

    /// Fails the call with this id, if it is still waiting.
    package func fail(_ id: UInt64, with error: WebContentError) {
        calls[id]?.fail(error)
    }

    /// Fails every waiting call (each removes itself as it finishes).
    package func failAll(_ error: WebContentError) {
        for call in Array(calls.values) { call.fail(error) }
    }

    /// A load starts: every pending call is superseded (its document is going), and calls started from now until
    /// the load ends run in the document it replaces.
    package func loadStarted() {
        failAll(.superseded)
        isLoading = true
        startedDuringLoad = []
    }

    /// The load finished: its document replaced the one the calls started meanwhile ran in, and WebKit may never
    /// answer them (a Promise there never settles), so they end as superseded, not as a timeout or a script error.
    package func loadFinished() {
        isLoading = false
        let overtaken = startedDuringLoad
        startedDuringLoad = []
        for id in overtaken { fail(id, with: .superseded) }
    }

    /// The load failed: the old document stays, and so do the calls running in it.
    package func loadFailed() {
        isLoading = false
        startedDuringLoad = []
    }

    /// Registers a call the caller is about to start: arms its deadline and returns it, still waiting.
    ///
    /// The caller then starts the engine's operation itself (handing it the call's id, or the call) and awaits
    /// ``PendingCall/value(isolation:)``; whatever answers must finish the call (directly, or through
    /// ``call(_:as:)`` with its id). The call fails with ``WebContentError/timeout(_:seconds:)`` naming `what` at
    /// its deadline, and with ``WebContentError/cancelled`` when the task awaiting it is cancelled. A task cancelled
    /// already gets ``WebContentError/cancelled`` thrown here, with nothing registered, so nothing is started.
    /// `isolation` is the owner's actor, where the registry lives and the deadline comes back to.
    package func register<Value: Sendable>(
        _ type: Value.Type = Value.self, timeout: Duration, what: String, progress: (() -> String)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) throws -> PendingCall<Value> {
        // Without an owner the watch below would run beside the caller's code, not after it.
        precondition(isolation != nil, "PendingCalls.register needs its owner's actor")
        if Task.isCancelled { throw WebContentError.cancelled }
        nextID += 1
        let call = PendingCall<Value>(
            id: nextID, registry: self, what: what, progress: progress, waited: stopwatch())
        let sleep = deadline(timeout)
        // The watch fails the call at its deadline, or with `.cancelled` when the awaiting task's cancellation
        // (on any thread) cancels it; a call that finished first cancels it too, and failing a finished call does
        // nothing. Capturing `isolation` is what runs it on the owner's actor, where it may touch the call.
        call.watch = Task {
            _ = isolation
            do {
                try await sleep()
                // A load's timeout says how far it got (no commit: the web process never took the document).
                call.fail(.timeout(call.progressNote.map { "\(what) (\($0))" } ?? what, seconds: timeout.seconds))
            } catch {
                call.fail(.cancelled)
            }
        }
        calls[call.id] = call
        if isLoading { startedDuringLoad.insert(call.id) }
        return call
    }

    /// Forgets a call that finished.
    func remove(_ id: UInt64) {
        calls[id] = nil
        startedDuringLoad.remove(id)
    }
}

/// What the registry can do to a call without knowing its value type.
protocol AnyPendingCall: AnyObject {
    /// The call's number in its registry.
    var id: UInt64 { get }

    /// What the call is, for its timeout and the waits.
    var what: String { get }

    /// How long the call has waited.
    var waited: () -> Duration { get }

    /// How far the call got, when it says.
    var progressNote: String? { get }

    /// Fails the call, unless it answered already.
    func fail(_ error: WebContentError)
}

extension PendingCalls {
    /// The completion an engine on the main actor (WKWebView) hands its operation for `call`: it finishes the
    /// call with what the handler made of the engine's answer.
    ///
    /// The engine's handlers are `@Sendable`, so it holds the call's id, not the call, and the registry weakly: an
    /// answer after the call ended (its deadline, a newer load) or after its engine went does nothing.
    @MainActor
    package func completion<Value: Sendable>(
        for call: PendingCall<Value>
    ) -> @MainActor @Sendable (Result<Value, WebContentError>) -> Void {
        let id = call.id
        return { [weak self] outcome in self?.call(id, as: Value.self)?.finish(outcome) }
    }
}
