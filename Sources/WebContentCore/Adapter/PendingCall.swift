import Foundation

/// One call into WebKit that is waiting for its answer: it resumes its continuation exactly once.
///
/// Whoever comes first wins: WebKit's completion handler, the call's own timer (WebKit never gives up on a
/// Promise that does not settle), the caller's cancellation, a newer load, or the web process dying.
@MainActor
package final class PendingCall<Value: Sendable>: AnyPendingCall {
    package let id: UInt64
    private var continuation: CheckedContinuation<Value, any Error>?
    private var timer: Task<Void, Never>?
    private weak var registry: PendingCalls?

    package init(id: UInt64, registry: PendingCalls) {
        self.id = id
        self.registry = registry
    }

    package func attach(_ continuation: CheckedContinuation<Value, any Error>) {
        self.continuation = continuation
    }

    /// Arms the timer that fails the call with ``WebContentError/timeout(_:seconds:)``.
    package func armTimer(_ timeout: Duration, what: String) {
        timer = Task { [weak self] in
            do {
                try await Task.sleep(for: timeout)
            } catch {
                return
            }
            self?.fail(.timeout(what, seconds: timeout.seconds))
        }
    }

    package func succeed(_ value: Value) { finish(.success(value)) }

    package func fail(_ error: WebContentError) { finish(.failure(error)) }

    /// Resumes the caller with `result` unless the call already answered.
    package func finish(_ result: Result<Value, WebContentError>) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        timer = nil
        registry?.remove(id)
        continuation.resume(with: result.mapError { $0 as any Error })
    }
}

/// What the registry can do to a call without knowing its value type.
@MainActor
package protocol AnyPendingCall: AnyObject {
    var id: UInt64 { get }
    func fail(_ error: WebContentError)
}
