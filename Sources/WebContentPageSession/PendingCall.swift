package import WebContentCore

/// One call into WebKit that is waiting for its answer: it resumes its caller exactly once.
///
/// Whoever comes first wins: the engine's answer, the call's deadline (WebKit never gives up on a Promise that
/// does not settle), the caller's cancellation, a newer load, or the web process dying. Later arrivals are
/// ignored. Like its registry it is used only from the owner's isolation.
package final class PendingCall<Value: Sendable>: AnyPendingCall {
    /// The call's number in its registry, unique for the registry's lifetime.
    package let id: UInt64
    private var continuation: CheckedContinuation<Value, any Error>?
    private var watch: Task<Void, Never>?
    private var endings: [(_ failed: Bool) -> Void] = []
    private weak var registry: PendingCalls?

    init(id: UInt64, registry: PendingCalls) {
        self.id = id
        self.registry = registry
    }

    /// Whether the call has not answered yet.
    package var isPending: Bool { continuation != nil }

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

    /// Resumes the caller with `result` unless the call answered already.
    package func finish(_ result: Result<Value, WebContentError>) {
        guard let continuation else { return }
        self.continuation = nil
        watch?.cancel()
        watch = nil
        registry?.remove(id)
        let failed: Bool
        if case .failure = result { failed = true } else { failed = false }
        let endings = self.endings
        self.endings = []
        for ending in endings { ending(failed) }
        continuation.resume(with: result.mapError { $0 as any Error })
    }

    /// Hands the call the continuation it resumes and the watch (deadline and cancellation) it stops.
    func attach(_ continuation: CheckedContinuation<Value, any Error>, watch: Task<Void, Never>) {
        self.continuation = continuation
        self.watch = watch
    }
}
