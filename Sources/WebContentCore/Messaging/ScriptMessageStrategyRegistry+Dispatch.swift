extension ScriptMessageStrategyRegistry {
    /// Hands `body` to the strategy registered as `name` and returns its reply.
    ///
    /// Throws ``WebContentError/unknownScriptMessage(_:)`` when none is, and whatever the strategy throws
    /// (``WebContentError/malformedPayload(name:reason:)`` for a typed strategy's bad body).
    public func dispatch(_ name: String, body: JSONValue) async throws -> JSONValue {
        guard let strategy = strategy(named: name) else { throw WebContentError.unknownScriptMessage(name) }
        return try await strategy.receive(body)
    }
}
