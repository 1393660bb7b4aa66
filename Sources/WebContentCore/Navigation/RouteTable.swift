public import Foundation

/// Declarative routes from URLs to native screens, compiled once into a trie (see ``RouteRule`` for the rules).
///
/// Priority: the first matching rule in declaration order wins, however specific later rules are.
public struct RouteTable: Sendable {
    /// The rules as declared.
    public let rules: [RouteRule]
    private let trie: RouteTrie

    /// Validates and compiles `rules`; throws ``WebContentError/invalidRoute(index:name:reason:)`` for the first
    /// bad one.
    public init(rules: [RouteRule]) throws(WebContentError) {
        var compiled: [CompiledRoute] = []
        compiled.reserveCapacity(rules.count)
        for (index, rule) in rules.enumerated() {
            compiled.append(try CompiledRoute(rule, index: index))
        }
        self.rules = rules
        trie = RouteTrie(compiled)
    }

    /// A table with no routes: matches nothing.
    ///
    /// The default of every preset: routes are the app's to declare.
    public static let empty = RouteTable(uncheckedRules: [])

    /// For the package's own constant tables, which tests load through the checked initialiser too.
    init(uncheckedRules rules: [RouteRule]) {
        do { try self.init(rules: rules) } catch { preconditionFailure("built-in route table is invalid: \(error)") }
    }

    /// Whether the table has no rules.
    public var isEmpty: Bool { rules.isEmpty }

    /// The route `url` opens, or nil.
    public func match(_ url: URL) -> RouteMatch? {
        trie.match(RouteRequest(url))
    }

    /// The route of an already-normalised request (for callers that match one URL against several tables).
    package func match(_ request: RouteRequest) -> RouteMatch? {
        trie.match(request)
    }
}
