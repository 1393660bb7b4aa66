public import Foundation

extension RouteTable {
    /// Loads `{"routes":[{"name":…,"pattern":…,"hosts":[…],"schemes":[…]}, …]}`.
    ///
    /// Unknown keys are rejected rather than ignored: a misspelt `"host"` must not silently widen a route to
    /// every host. Errors name the bad rule by index and name
    /// (``WebContentError/invalidRoute(index:name:reason:)``), or say why the document is no table
    /// (``WebContentError/malformedRouteTable(reason:)``).
    public init(jsonData: Data) throws(WebContentError) {
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: jsonData)
        } catch {
            throw .malformedRouteTable(reason: "not JSON (\(error.localizedDescription))")
        }
        guard case .object(let top) = document else {
            throw .malformedRouteTable(reason: "the top level must be an object")
        }
        if let extra = top.keys.sorted().first(where: { $0 != "routes" }) {
            throw .malformedRouteTable(reason: "unknown top-level key \"\(extra)\"")
        }
        guard let routes = top["routes"]?.arrayValue else {
            throw .malformedRouteTable(reason: "\"routes\" must be an array")
        }
        var rules: [RouteRule] = []
        for (index, route) in routes.enumerated() {
            rules.append(try Self.rule(from: route, index: index))
        }
        try self.init(rules: rules)
    }

    /// Loads a route file (see ``init(jsonData:)``).
    public init(contentsOf file: URL) throws(WebContentError) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .malformedRouteTable(reason: "cannot read \(file.path): \(error.localizedDescription)")
        }
        try self.init(jsonData: data)
    }

    private static let ruleKeys: Set<String> = ["name", "pattern", "hosts", "schemes"]

    private static func rule(from value: JSONValue, index: Int) throws(WebContentError) -> RouteRule {
        guard case .object(let members) = value else {
            throw .invalidRoute(index: index, name: nil, reason: "must be an object")
        }
        let name = members["name"]?.stringValue
        func invalid(_ reason: String) -> WebContentError { .invalidRoute(index: index, name: name, reason: reason) }
        if let extra = members.keys.sorted().first(where: { !ruleKeys.contains($0) }) {
            throw invalid("unknown key \"\(extra)\" (allowed: name, pattern, hosts, schemes)")
        }
        guard let name else { throw invalid("\"name\" must be a string") }
        guard let pattern = members["pattern"]?.stringValue else { throw invalid("\"pattern\" must be a string") }
        func strings(_ key: String) throws(WebContentError) -> [String]? {
            guard let value = members[key], value != .null else { return nil }
            guard let items = value.arrayValue else { throw invalid("\"\(key)\" must be an array of strings") }
            let texts = items.compactMap(\.stringValue)
            guard texts.count == items.count else { throw invalid("\"\(key)\" must be an array of strings") }
            return texts
        }
        return RouteRule(name: name, pattern: pattern, hosts: try strings("hosts"), schemes: try strings("schemes"))
    }
}
