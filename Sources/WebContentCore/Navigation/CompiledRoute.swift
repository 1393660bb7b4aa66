/// A ``RouteRule`` validated and parsed, ready for a matcher.
package struct CompiledRoute: Hashable, Sendable {
    package let name: String
    package let pattern: RoutePattern
    /// nil: any host (including none).
    package let hosts: [HostPattern]?
    package let schemes: Set<String>

    /// Validates `rule`; the error names the rule by `index` and name.
    package init(_ rule: RouteRule, index: Int) throws(WebContentError) {
        func invalid(_ reason: String) -> WebContentError {
            .invalidRoute(index: index, name: rule.name.isEmpty ? nil : rule.name, reason: reason)
        }
        guard !rule.name.isEmpty else { throw invalid("name is empty") }
        do throws(RoutePatternProblem) {
            pattern = try RoutePattern(parsing: rule.pattern)
            if let hosts = rule.hosts {
                guard !hosts.isEmpty else {
                    throw RoutePatternProblem("\"hosts\" is empty (leave it out to mean any host)")
                }
                self.hosts = try hosts.map { host throws(RoutePatternProblem) in try HostPattern(parsing: host) }
            } else {
                self.hosts = nil
            }
            let schemes = rule.schemes ?? RouteRule.defaultSchemes
            guard !schemes.isEmpty else {
                throw RoutePatternProblem("\"schemes\" is empty (leave it out for http and https)")
            }
            for scheme in schemes where !Self.isScheme(scheme) {
                throw RoutePatternProblem("scheme \"\(scheme)\" is not a URL scheme")
            }
            self.schemes = Set(schemes.map { $0.lowercased() })
        } catch {
            throw invalid(error.reason)
        }
        name = rule.name
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-`, `.`.
    private static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }
}
