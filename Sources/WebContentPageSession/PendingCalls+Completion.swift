package import WebContentCore

extension PendingCalls {
    /// The completion an engine on the main actor (WKWebView) hands its operation for `call`: it finishes the
    /// call with what the handler made of the engine's answer.
    ///
    /// The engine's handlers are `@Sendable`, so it holds the call's id, not the call, and the registry weakly: an
    /// answer after the call ended (its deadline, a newer load) or after its engine went does nothing.
    @MainActor
    package func completion<Value: Sendable>(
        for call: PendingCall<Value>
    ) -> @MainActor @Sendable (Result<Value, WebContentError>) -> Void {
        let id = call.id
        return { [weak self] outcome in self?.call(id, as: Value.self)?.finish(outcome) }
    }
}
