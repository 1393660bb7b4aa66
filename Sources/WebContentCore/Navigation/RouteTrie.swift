/// The compiled matcher of a ``RouteTable``: a segment trie whose lookup cost does not grow with the rule count.
///
/// Literal segments are hashed edges `(node, segment) -> child`; `:param` and `*` share one "any segment" edge
/// per node (captures are named per rule at the end, from a bit mask of the depths that took it); `**` rules
/// hang on the node where their prefix ends. Each end point indexes its rules by exact host and by
/// subdomain-pattern domain, so host checks are one lookup per label of the URL's host, not a scan. The lowest
/// rule index that matches wins; every node knows the lowest index in its subtree, so the search skips branches
/// that cannot beat the best match so far.
struct RouteTrie: Sendable {
    private struct Edge: Hashable, Sendable {
        let node: Int32
        let segment: String
    }

    /// Rule indices (ascending) by host constraint.
    private struct HostIndex: Sendable {
        var exact: [String: [Int32]] = [:]
        var subdomainsOf: [Substring: [Int32]] = [:]
        var anyHost: [Int32] = []
    }

    /// What a lookup needs of each rule.
    private struct Rule: Sendable {
        let name: String
        let captureNames: [String?]
        let schemes: Set<String>
        /// The default schemes, checked without hashing.
        let isWebOnly: Bool
    }

    private var literalEdges: [Edge: Int32] = [:]
    private var anyEdge: [Int32] = [-1]
    private var lowestRule: [Int32] = [.max]
    private var endSet: [Int32] = [-1]
    private var restSet: [Int32] = [-1]
    private var hostSets: [HostIndex] = []
    private let rules: [Rule]

    init(_ routes: [CompiledRoute]) {
        rules = routes.map {
            Rule(
                name: $0.name, captureNames: $0.pattern.captureNames, schemes: $0.schemes,
                isWebOnly: $0.schemes == Set(RouteRule.defaultSchemes))
        }
        for (index, route) in routes.enumerated() { insert(route, index: Int32(index)) }
    }

    private mutating func insert(_ route: CompiledRoute, index: Int32) {
        var node: Int32 = 0
        lowestRule[0] = min(lowestRule[0], index)
        var endsWithRest = false
        for segment in route.pattern.segments {
            switch segment {
            case .literal(let text):
                let edge = Edge(node: node, segment: text)
                if let child = literalEdges[edge] {
                    node = child
                } else {
                    node = newNode()
                    literalEdges[edge] = node
                }
            case .parameter, .wildcard:
                if anyEdge[Int(node)] >= 0 {
                    node = anyEdge[Int(node)]
                } else {
                    let child = newNode()
                    anyEdge[Int(node)] = child
                    node = child
                }
            case .rest:
                endsWithRest = true
            }
            lowestRule[Int(node)] = min(lowestRule[Int(node)], index)
        }
        var set = endsWithRest ? restSet[Int(node)] : endSet[Int(node)]
        add(index, hosts: route.hosts, to: &set)
        if endsWithRest { restSet[Int(node)] = set } else { endSet[Int(node)] = set }
    }

    private mutating func newNode() -> Int32 {
        anyEdge.append(-1)
        lowestRule.append(.max)
        endSet.append(-1)
        restSet.append(-1)
        return Int32(anyEdge.count - 1)
    }

    private mutating func add(_ index: Int32, hosts: [HostPattern]?, to set: inout Int32) {
        if set < 0 {
            hostSets.append(HostIndex())
            set = Int32(hostSets.count - 1)
        }
        guard let hosts else { hostSets[Int(set)].anyHost.append(index); return }
        for host in hosts {
            switch host {
            case .exact(let name): hostSets[Int(set)].exact[name, default: []].append(index)
            case .subdomains(let domain): hostSets[Int(set)].subdomainsOf[domain[...], default: []].append(index)
            }
        }
    }

    /// The best match so far: a rule, and the depths whose segments it captured.
    private struct Best {
        var rule: Int32 = .max
        var captured: UInt64 = 0
    }

    /// The first rule (in declaration order) matching `request`, with its captures.
    func match(_ request: RouteRequest) -> RouteMatch? {
        var best = Best()
        search(node: 0, depth: 0, captured: 0, request, &best)
        guard best.rule != .max else { return nil }
        let rule = rules[Int(best.rule)]
        var parameters: [String: String] = [:]
        var slot = 0
        var mask = best.captured
        while mask != 0 {
            let depth = mask.trailingZeroBitCount
            if slot < rule.captureNames.count, let name = rule.captureNames[slot] {
                parameters[name] = request.segments[depth]
            }
            slot += 1
            mask &= mask - 1
        }
        return RouteMatch(name: rule.name, parameters: parameters, ruleIndex: Int(best.rule))
    }

    private func search(node: Int32, depth: Int, captured: UInt64, _ request: RouteRequest, _ best: inout Best) {
        let slot = Int(node)
        if lowestRule[slot] >= best.rule { return }
        if restSet[slot] >= 0, let rule = firstRule(in: restSet[slot], request), rule < best.rule {
            best = Best(rule: rule, captured: captured)
        }
        guard depth < request.segments.count else {
            if endSet[slot] >= 0, let rule = firstRule(in: endSet[slot], request), rule < best.rule {
                best = Best(rule: rule, captured: captured)
            }
            return
        }
        if let next = literalEdges[Edge(node: node, segment: request.segments[depth])] {
            search(node: next, depth: depth + 1, captured: captured, request, &best)
        }
        // Patterns have at most 64 segments, so "any" edges exist only below depth 64.
        if anyEdge[slot] >= 0, depth < 64 {
            search(node: anyEdge[slot], depth: depth + 1, captured: captured | (1 << UInt64(depth)), request, &best)
        }
    }

    /// The lowest rule index in the set whose host and scheme accept the request.
    private func firstRule(in set: Int32, _ request: RouteRequest) -> Int32? {
        let index = hostSets[Int(set)]
        let isWeb = request.scheme == "https" || request.scheme == "http"
        var found: Int32 = .max
        func consider(_ candidates: [Int32]?) {
            guard let candidates else { return }
            for rule in candidates {
                if rule >= found { return }
                let info = rules[Int(rule)]
                if info.isWebOnly ? isWeb : info.schemes.contains(request.scheme) {
                    found = rule
                    return
                }
            }
        }
        consider(index.anyHost)
        if let host = request.host {
            consider(index.exact[host])
            if !index.subdomainsOf.isEmpty {
                // Every proper suffix of whole labels: "a.b.shop.com" -> "b.shop.com", "shop.com", "com".
                var rest = host[...]
                while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                    rest = rest[rest.utf8.index(after: dot)...]
                    consider(index.subdomainsOf[rest])
                }
            }
        }
        return found == .max ? nil : found
    }
}
