package import WebContentCore

/// One call into WebKit that is waiting for its answer: it answers its caller exactly once.
///
/// Whoever comes first wins: the engine's answer, the call's deadline (WebKit never gives up on a Promise that
/// does not settle), the caller's cancellation, a newer load, or the web process dying. Later arrivals are
/// ignored. An answer that comes before the caller awaits ``value(isolation:)`` (an engine that answers inside
/// the operation's start) is kept for it. Like its registry it is used only from the owner's isolation.
package final class PendingCall<Value: Sendable>: AnyPendingCall {
    /// The call's number in its registry, unique for the registry's lifetime.
    package let id: UInt64
    /// How the call ended; nil while it waits.
    private var outcome: Result<Value, WebContentError>?
    /// The caller, once it awaits the value and until the call ends.
    private var continuation: CheckedContinuation<Value, any Error>?
    /// The deadline and cancellation watch the registry armed; stopped when the call ends.
    var watch: Task<Void, Never>?
    private var endings: [(_ failed: Bool) -> Void] = []
    private weak var registry: PendingCalls?
    /// What the call is (`load`, `callAsyncJavaScript`, a bridge handler's name), for its timeout and the waits.
    let what: String
    /// How far the call got, read when it is described (a load's engine reports); nil: nothing to add.
    private let progress: (() -> String)?
    /// How long the call has waited.
    let waited: () -> Duration

    init(id: UInt64, registry: PendingCalls, what: String, progress: (() -> String)?, waited: @escaping () -> Duration)
    {
        self.id = id
        self.registry = registry
        self.what = what
        self.progress = progress
        self.waited = waited
    }

    /// How far the call got, when it says: "started at 3 ms, committed at 4 ms" for a load.
    var progressNote: String? { progress?() }

    /// Whether the call has not answered yet.
    package var isPending: Bool { outcome == nil }

    /// Runs `body` once when the call finishes, `failed` telling how: an adapter releases or cancels what it handed the
    /// engine for this call (GIO's cancellable, say).
    ///
    /// Runs at once when the call finished already.
    package func whenFinished(_ body: @escaping (_ failed: Bool) -> Void) {
        guard isPending else {
            body(true)
            return
        }
        endings.append(body)
    }

    /// Answers the caller with `value`, unless the call answered already.
    package func succeed(_ value: Value) { finish(.success(value)) }

    /// Fails the caller with `error`, unless the call answered already.
    package func fail(_ error: WebContentError) { finish(.failure(error)) }

    /// Answers the caller with `result` unless the call answered already.
    package func finish(_ result: Result<Value, WebContentError>) {
        guard outcome == nil else { return }
        outcome = result
        watch?.cancel()
        watch = nil
        registry?.remove(id)
        let failed: Bool
        if case .failure = result { failed = true } else { failed = false }
        let endings = self.endings
        self.endings = []
        for ending in endings { ending(failed) }
        continuation?.resume(with: result.mapError { $0 as any Error })
        continuation = nil
    }

    /// The call's answer, once it has one; awaited once, by the task that registered the call.
    ///
    /// Cancelling the awaiting task fails the call with ``WebContentError/cancelled`` (through the watch, on the
    /// owner's actor). `isolation` is the owner's actor.
    package func value(isolation: isolated (any Actor)? = #isolation) async throws -> Value {
        if let outcome { return try outcome.get() }
        let watch = watch
        return try await withTaskCancellationHandler {
            // Capturing `isolation` keeps this on the owner's actor: a closure that does not is nonisolated, and
            // would touch the call from the generic executor.
            _ = isolation
            return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                if let outcome {
                    continuation.resume(with: outcome.mapError { $0 as any Error })
                    return
                }
                precondition(self.continuation == nil, "a pending call is awaited once")
                self.continuation = continuation
            }
        } onCancel: {
            watch?.cancel()
        }
    }
}
