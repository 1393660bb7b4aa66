/// Why a route table could not be loaded; always names the bad rule.
public enum RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not JSON, or not `{"routes":[...]}`.
    case malformedJSON(reason: String)
    /// The rule at `index` (zero-based, in declaration order) is invalid.
    case invalidRule(index: Int, name: String?, reason: String)

    public var description: String {
        switch self {
        case .malformedJSON(let reason):
            return "route table: \(reason)"
        case .invalidRule(let index, let name, let reason):
            let label = name.map { " (\"\($0)\")" } ?? ""
            return "route table: routes[\(index)]\(label): \(reason)"
        }
    }
}
