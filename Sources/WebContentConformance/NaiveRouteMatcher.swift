package import Foundation
package import WebContentCore

/// The reference matcher: one regular expression per rule, tried in declaration order.
///
/// Deliberately simple and independent of `RouteTrie` (it shares only URL normalisation), so property
/// tests can check the trie against it and the benchmark can compare their speed. It lives with the test
/// support, not in the product.
package struct NaiveRouteMatcher {
    private struct Rule {
        let name: String
        let path: NSRegularExpression
        let captureNames: [String]
        let hosts: [NSRegularExpression]?
        let schemes: Set<String>
    }

    private let rules: [Rule]

    /// Builds one expression per rule; throws like ``RouteTable/init(rules:)`` for invalid rules.
    package init(rules: [RouteRule]) throws {
        var built: [Rule] = []
        for (index, rule) in rules.enumerated() {
            let compiled = try CompiledRoute(rule, index: index)
            var source = "^"
            var names: [String] = []
            for segment in compiled.pattern.segments {
                switch segment {
                case .literal(let text): source += "/" + NSRegularExpression.escapedPattern(for: Self.escape(text))
                case .parameter(let name): source += "/([^/]+)"; names.append(name)
                case .wildcard: source += "/[^/]+"
                case .rest: source += "(?:/[\\s\\S]*)?"
                }
            }
            source += "$"
            let hosts = try compiled.hosts?.map { host -> NSRegularExpression in
                switch host {
                case .exact(let name):
                    return try NSRegularExpression(pattern: "^" + NSRegularExpression.escapedPattern(for: name) + "$")
                case .subdomains(let domain):
                    return try NSRegularExpression(
                        pattern: "^(?:[^.]+\\.)+" + NSRegularExpression.escapedPattern(for: domain) + "$")
                }
            }
            built.append(
                Rule(
                    name: rule.name, path: try NSRegularExpression(pattern: source), captureNames: names,
                    hosts: hosts, schemes: compiled.schemes))
        }
        self.rules = built
    }

    /// The first rule matching `url`, trying each rule's expression in turn.
    package func match(_ url: URL) -> RouteMatch? {
        match(RouteRequest(url))
    }

    package func match(_ request: RouteRequest) -> RouteMatch? {
        // Segments are joined with "/" after escaping "%" and "/" inside them, so one segment stays one.
        let path = request.segments.map { "/" + Self.escape($0) }.joined()
        let range = NSRange(path.startIndex..., in: path)
        for (index, rule) in rules.enumerated() {
            guard rule.schemes.contains(request.scheme) else { continue }
            if let hosts = rule.hosts {
                guard let host = request.host,
                    hosts.contains(where: {
                        $0.firstMatch(in: host, range: NSRange(host.startIndex..., in: host)) != nil
                    })
                else { continue }
            }
            guard let found = rule.path.firstMatch(in: path, range: range) else { continue }
            var parameters: [String: String] = [:]
            for (slot, name) in rule.captureNames.enumerated() {
                if let captured = Range(found.range(at: slot + 1), in: path) {
                    parameters[name] = Self.unescape(String(path[captured]))
                }
            }
            return RouteMatch(name: rule.name, parameters: parameters, ruleIndex: index)
        }
        return nil
    }

    private static func escape(_ segment: String) -> String {
        segment.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    private static func unescape(_ segment: String) -> String {
        segment.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%25", with: "%")
    }
}
