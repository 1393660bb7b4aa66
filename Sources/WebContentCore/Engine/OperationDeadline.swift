/// Runs an operation that may never finish with a deadline: whichever finishes first wins.
///
/// A task group would wait past the deadline for an operation that ignores cancellation (a module waiting on a
/// page that never settles resumes only when the module does). Here the caller gets nil at the deadline, and a
/// late value is dropped. For the package's own executables (the command line, the benchmark).
@MainActor
package enum OperationDeadline {
    package static func run<Value: Sendable>(
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
