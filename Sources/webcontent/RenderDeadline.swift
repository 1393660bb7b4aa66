/// Runs an operation that cannot be cancelled with a deadline: whichever finishes first wins.
///
/// `ContentModule.renderAndWait` waits on a continuation that only the module resumes, so a task group would
/// wait for it past the deadline. Here the caller gets nil at the deadline, and the late result is dropped.
@MainActor
enum RenderDeadline {
    static func run<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @MainActor () async -> Value
    ) async -> Value? {
        let gate = Gate<Value>()
        return await withCheckedContinuation { continuation in
            gate.continuation = continuation
            let timer = Task { @MainActor in
                try? await Task.sleep(for: limit)
                gate.finish(nil)
            }
            Task { @MainActor in
                let value = await operation()
                timer.cancel()
                gate.finish(value)
            }
        }
    }

    /// Resumes its continuation once, with the first value offered.
    @MainActor
    private final class Gate<Value: Sendable> {
        var continuation: CheckedContinuation<Value?, Never>?

        func finish(_ value: Value?) {
            let waiting = continuation
            continuation = nil
            waiting?.resume(returning: value)
        }
    }
}
