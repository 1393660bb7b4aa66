#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore

/// The calls a host is waiting on, so that a new load or a dead web process can fail them all at once.
@GLibActor
final class PendingCalls {
    private var calls: [UInt64: any AnyPendingCall] = [:]
    private var nextID: UInt64 = 0

    /// A new registered call.
    func make<Value: Sendable>(_ type: Value.Type) -> PendingCall<Value> {
        nextID += 1
        let call = PendingCall<Value>(id: nextID, registry: self)
        calls[nextID] = call
        return call
    }

    /// The still-pending call with this id and value type.
    func call<Value: Sendable>(_ id: UInt64, as type: Value.Type) -> PendingCall<Value>? {
        calls[id] as? PendingCall<Value>
    }

    func fail(_ id: UInt64, with error: WebContentError) {
        calls[id]?.fail(error)
    }

    /// Fails every pending call (each removes itself as it finishes).
    func failAll(_ error: WebContentError) {
        for call in Array(calls.values) { call.fail(error) }
    }

    var count: Int { calls.count }

    func remove(_ id: UInt64) {
        calls[id] = nil
    }

    /// Runs a call: registers it, arms its timer, starts it, and supports task cancellation.
    ///
    /// `start` kicks off the WebKit operation; its completion must call `succeed` or `fail` on the call.
    func run<Value: Sendable>(
        _ type: Value.Type, timeout: Duration, what: String, start: (PendingCall<Value>) -> Void
    ) async throws -> Value {
        let call = make(Value.self)
        let id = call.id
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
            Task { @GLibActor in self?.fail(id, with: .cancelled) }
        }
    }
}
#endif
