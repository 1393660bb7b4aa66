/// Handles page-to-Swift messages sent under one name: the seed's strategy pattern, engine-free.
public protocol ScriptMessageStrategy: Sendable {
    /// The name page scripts send under; unique within a registry.
    var identifier: String { get }

    /// Handles one message body; the returned value is the page's reply.
    func receive(_ body: JSONValue) async throws -> JSONValue
}

/// Script-message strategies by name; a second strategy with the same identifier replaces the first.
public struct ScriptMessageStrategyRegistry: Sendable {
    /// The registered strategies by identifier.
    public private(set) var strategies: [String: any ScriptMessageStrategy] = [:]

    /// A registry of `strategies`; a later one replaces an earlier one with the same identifier.
    public init(_ strategies: [any ScriptMessageStrategy] = []) {
        for strategy in strategies { register(strategy) }
    }

    /// Adds a strategy, replacing any with the same identifier.
    public mutating func register(_ strategy: any ScriptMessageStrategy) {
        strategies[strategy.identifier] = strategy
    }

    /// The strategy registered as `name`, or nil.
    public func strategy(named name: String) -> (any ScriptMessageStrategy)? { strategies[name] }

    /// The registered identifiers, sorted.
    public var identifiers: [String] { strategies.keys.sorted() }
}

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
