package import WebContentCore

extension PendingCalls {
    /// ``run(_:timeout:what:isolation:start:)`` for an engine on the main actor whose operations answer through
    /// completion handlers (WKWebView's): `start` hands the engine `answer`, which finishes the call with what the
    /// handler made of the engine's answer.
    ///
    /// The engine's handlers are `@Sendable`, so `answer` holds the call's id, not the call, and the registry
    /// weakly: an answer after the call ended (its deadline, a newer load) or after its engine went does nothing.
    @MainActor
    package func runWithCompletion<Value: Sendable>(
        _ type: Value.Type = Value.self, timeout: Duration, what: String,
        start: (_ answer: @escaping @MainActor @Sendable (Result<Value, WebContentError>) -> Void) -> Void
    ) async throws -> Value {
        try await run(type, timeout: timeout, what: what) { call in
            let id = call.id
            start { [weak self] outcome in self?.call(id, as: Value.self)?.finish(outcome) }
        }
    }
}
