/// Runs `operation`, failing with ``WebContentError/timeout(_:seconds:)`` when it has not finished by `timeout`
/// on `clock`.
///
/// The core enforces every deadline itself rather than trusting each adapter to: a step that never answers
/// ends in a timeout on every engine. Tests pass a clock of their own: on a busy main actor a real second can
/// pass before a fake engine's answer is even read.
func withDeadline<T: Sendable>(
    _ what: String, timeout: Duration, clock: some Clock<Duration> = ContinuousClock(),
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await clock.sleep(for: timeout)
            throw WebContentError.timeout(what, seconds: timeout.seconds)
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw WebContentError.cancelled }
        return first
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The duration in milliseconds, as a Double.
    public var milliseconds: Double { seconds * 1000 }
}
