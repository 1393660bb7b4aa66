/// Runs an operation that may never finish (a module waiting on a dead page) with a deadline.
///
/// A task group would wait for an operation that ignores cancellation; here the caller gets nil at the
/// deadline and a late value is dropped.
@MainActor
enum Deadline {
    static func run<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @MainActor () async -> Value
    ) async -> Value? {
        let once = Once<Value>()
        return await withCheckedContinuation { continuation in
            once.continuation = continuation
            let timer = Task { @MainActor in
                try? await Task.sleep(for: limit)
                once.finish(nil)
            }
            Task { @MainActor in
                let value = await operation()
                timer.cancel()
                once.finish(value)
            }
        }
    }

    /// Resumes its continuation with the first value offered, and ignores the rest.
    @MainActor
    private final class Once<Value: Sendable> {
        var continuation: CheckedContinuation<Value?, Never>?

        func finish(_ value: Value?) {
            let waiting = continuation
            continuation = nil
            waiting?.resume(returning: value)
        }
    }
}

/// Milliseconds elapsed since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}
