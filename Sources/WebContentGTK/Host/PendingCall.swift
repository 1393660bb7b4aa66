#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore

/// One call into the engine that is waiting for WebKit: it resumes its continuation exactly once.
///
/// Whoever comes first wins: WebKit's answer, the call's own timer (WebKit never cancels a Promise that does
/// not settle), the caller's cancellation, a newer load, or the web process dying. Later arrivals are ignored.
@GLibActor
final class PendingCall<Value: Sendable>: AnyPendingCall {
    let id: UInt64
    let cancellable: UnsafeMutablePointer<GCancellable>
    private var continuation: CheckedContinuation<Value, any Error>?
    private var timerSource: guint = 0
    private weak var registry: PendingCalls?

    init(id: UInt64, registry: PendingCalls) {
        self.id = id
        self.registry = registry
        self.cancellable = g_cancellable_new()
    }

    isolated deinit {
        GLibTimer.cancel(timerSource)
        g_object_unref(cancellable)
    }

    /// Whether the call has not answered yet.
    var isPending: Bool { continuation != nil }

    func attach(_ continuation: CheckedContinuation<Value, any Error>) {
        self.continuation = continuation
    }

    /// Arms the timer that fails the call with ``WebContentError/timeout(_:seconds:)``.
    func armTimer(_ timeout: Duration, what: String) {
        timerSource = GLibTimer.schedule(after: timeout) { [weak self] in
            self?.timerFired(what: what, seconds: timeout.seconds)
        }
    }

    func succeed(_ value: Value) { finish(.success(value)) }

    func fail(_ error: WebContentError) { finish(.failure(error)) }

    private func timerFired(what: String, seconds: Double) {
        timerSource = 0
        fail(.timeout(what, seconds: seconds))
    }

    private func finish(_ result: Result<Value, WebContentError>) {
        guard let continuation else { return }
        self.continuation = nil
        GLibTimer.cancel(timerSource)
        timerSource = 0
        if case .failure = result { g_cancellable_cancel(cancellable) }
        registry?.remove(id)
        continuation.resume(with: result.mapError { $0 as any Error })
    }
}

/// What the registry can do to a call without knowing its value type.
@GLibActor
protocol AnyPendingCall: AnyObject {
    var id: UInt64 { get }
    func fail(_ error: WebContentError)
}

#endif
