import Foundation

/// The calls an engine is waiting on, so that a new load or a dead web process can fail them all at once.
@MainActor
package final class PendingCalls {
    private var calls: [UInt64: any AnyPendingCall] = [:]
    private var nextID: UInt64 = 0
    /// Whether a load is on its way: started, not yet finished or failed.
    private var isLoading = false
    /// The calls started while a load was on its way. WebKit runs them in the document that load replaces (its
    /// public API says nothing of the commit between), so that document's end is theirs.
    private var startedDuringLoad: Set<UInt64> = []

    /// An empty registry; adapters in other modules make their own, so the initializer is `package`, not implicit.
    package init() {}

    package var count: Int { calls.count }

    package func remove(_ id: UInt64) {
        calls[id] = nil
        startedDuringLoad.remove(id)
    }

    package func fail(_ id: UInt64, with error: WebContentError) {
        calls[id]?.fail(error)
    }

    /// Fails every pending call (each removes itself as it finishes).
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

    /// Runs a call: registers it, arms its timer, starts it, and supports task cancellation.
    ///
    /// `start` kicks off the WebKit operation; its completion handler must finish the call.
    package func run<Value: Sendable>(
        _ type: Value.Type, timeout: Duration, what: String, start: (PendingCall<Value>) -> Void
    ) async throws -> Value {
        nextID += 1
        let call = PendingCall<Value>(id: nextID, registry: self)
        calls[call.id] = call
        let id = call.id
        if isLoading { startedDuringLoad.insert(id) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                call.attach(continuation)
                if Task.isCancelled {
                    call.fail(.cancelled)
                    return
                }
                call.armTimer(timeout, what: what)
                start(call)
            }
        } onCancel: { [weak self] in
            Task { @MainActor in self?.fail(id, with: .cancelled) }
        }
    }
}
