/// The route a URL matched, with the parameters its pattern captured.
public struct RouteMatch: Hashable, Sendable {
    /// The matched rule's name: the native screen to open.
    public var name: String
    /// Captured `:param` values, percent-decoded.
    public var parameters: [String: String]
    /// The rule's position in the table; the lowest matching index wins.
    public var ruleIndex: Int

    /// A match of the rule at `ruleIndex`, named `name`, with its captured parameters.
    public init(name: String, parameters: [String: String], ruleIndex: Int) {
        self.name = name
        self.parameters = parameters
        self.ruleIndex = ruleIndex
    }
}
