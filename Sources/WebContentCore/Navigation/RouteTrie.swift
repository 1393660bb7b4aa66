/// The compiled matcher of a ``RouteTable``: a segment trie whose lookup cost does not grow with the rule count.
///
/// Literal segments are dictionary edges; `:param` and `*` share one "any segment" edge (captures are named per
/// rule at the end); `**` rules hang on the node where their prefix ends. Each end point indexes its rules by
/// exact host and by subdomain-pattern domain, so host checks are dictionary lookups per label of the URL's host,
/// not a scan. The lowest rule index that matches wins; every node knows the lowest index in its subtree, so
/// the search skips branches that cannot beat the best match so far.
struct RouteTrie: Sendable {
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var anySegment: Int?
        /// Rules whose pattern ends here.
        var ends = HostIndex()
        /// `**` rules whose fixed prefix ends here.
        var rests = HostIndex()
        var lowestRule = Int.max
    }

    /// Rule indices (ascending) by host constraint.
    private struct HostIndex: Sendable {
        var exact: [String: [Int]] = [:]
        var subdomainsOf: [String: [Int]] = [:]
        var anyHost: [Int] = []
        var isEmpty: Bool { exact.isEmpty && subdomainsOf.isEmpty && anyHost.isEmpty }
    }

    private var nodes = [Node()]
    private let routes: [CompiledRoute]
    private let captureNames: [[String?]]

    init(_ routes: [CompiledRoute]) {
        self.routes = routes
        captureNames = routes.map(\.pattern.captureNames)
        for (index, route) in routes.enumerated() { insert(route, index: index) }
    }

    private mutating func insert(_ route: CompiledRoute, index: Int) {
        var node = 0
        nodes[node].lowestRule = min(nodes[node].lowestRule, index)
        var endsWithRest = false
        for segment in route.pattern.segments {
            switch segment {
            case .literal(let text):
                node = child(of: node, literal: text)
            case .parameter, .wildcard:
                node = anyChild(of: node)
            case .rest:
                endsWithRest = true
            }
            nodes[node].lowestRule = min(nodes[node].lowestRule, index)
        }
        if endsWithRest {
            Self.add(index, hosts: route.hosts, to: &nodes[node].rests)
        } else {
            Self.add(index, hosts: route.hosts, to: &nodes[node].ends)
        }
    }

    private mutating func child(of node: Int, literal: String) -> Int {
        if let existing = nodes[node].literals[literal] { return existing }
        nodes.append(Node())
        nodes[node].literals[literal] = nodes.count - 1
        return nodes.count - 1
    }

    private mutating func anyChild(of node: Int) -> Int {
        if let existing = nodes[node].anySegment { return existing }
        nodes.append(Node())
        nodes[node].anySegment = nodes.count - 1
        return nodes.count - 1
    }

    private static func add(_ index: Int, hosts: [HostPattern]?, to set: inout HostIndex) {
        guard let hosts else { set.anyHost.append(index); return }
        for host in hosts {
            switch host {
            case .exact(let name): set.exact[name, default: []].append(index)
            case .subdomains(let domain): set.subdomainsOf[domain, default: []].append(index)
            }
        }
    }

    /// The first rule (in declaration order) matching `request`, with its captures.
    func match(_ request: RouteRequest) -> RouteMatch? {
        var captures: [String] = []
        captures.reserveCapacity(request.segments.count)
        var best: (rule: Int, captures: [String])?
        search(node: 0, depth: 0, request, &captures, &best)
        guard let best else { return nil }
        var parameters: [String: String] = [:]
        for (name, value) in zip(captureNames[best.rule], best.captures) {
            if let name { parameters[name] = value }
        }
        return RouteMatch(name: routes[best.rule].name, parameters: parameters, ruleIndex: best.rule)
    }

    private func search(
        node: Int, depth: Int, _ request: RouteRequest, _ captures: inout [String], _ best: inout (rule: Int, captures: [String])?
    ) {
        let current = nodes[node]
        if let best, current.lowestRule >= best.rule { return }
        if !current.rests.isEmpty, let rule = firstRule(in: current.rests, request), rule < (best?.rule ?? .max) {
            best = (rule, captures)
        }
        guard depth < request.segments.count else {
            if !current.ends.isEmpty, let rule = firstRule(in: current.ends, request), rule < (best?.rule ?? .max) {
                best = (rule, captures)
            }
            return
        }
        let segment = request.segments[depth]
        if let next = current.literals[segment] {
            search(node: next, depth: depth + 1, request, &captures, &best)
        }
        if let next = current.anySegment {
            captures.append(segment)
            search(node: next, depth: depth + 1, request, &captures, &best)
            captures.removeLast()
        }
    }

    /// The lowest rule index in `set` whose host and scheme accept the request.
    private func firstRule(in set: HostIndex, _ request: RouteRequest) -> Int? {
        var found: Int?
        func consider(_ candidates: [Int]?) {
            guard let candidates else { return }
            for rule in candidates {
                if let found, rule >= found { return }
                if routes[rule].schemes.contains(request.scheme) { found = rule; return }
            }
        }
        consider(set.anyHost)
        if let host = request.host {
            consider(set.exact[host])
            // Every proper suffix of whole labels: "a.b.shop.com" -> "b.shop.com", "shop.com", "com".
            var rest = host[...]
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                consider(set.subdomainsOf[String(rest)])
            }
        }
        return found
    }
}
