/// A host constraint of a ``RouteRule``: one exact host, or every subdomain of a domain (not the apex).
///
/// Matching compares whole labels, never prefixes: `app.example.com.evil.net` matches neither
/// `app.example.com` nor `*.example.com`.
package enum HostPattern: Hashable, Sendable {
    case exact(String)
    case subdomains(of: String)

    /// Parses `zhgchg.li` or `*.zhgchg.li` (case-insensitive, one trailing dot ignored).
    init(parsing text: String) throws(RoutePatternProblem) {
        var host = text.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        if host.hasPrefix("*.") {
            let domain = String(host.dropFirst(2))
            try Self.validate(domain, original: text)
            self = .subdomains(of: domain)
        } else {
            try Self.validate(host, original: text)
            self = .exact(host)
        }
    }

    private static func validate(_ host: String, original: String) throws(RoutePatternProblem) {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard !host.isEmpty, labels.allSatisfy({ !$0.isEmpty }) else {
            throw RoutePatternProblem("host \"\(original)\" has an empty label")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_".unicodeScalars)
        if let bad = host.unicodeScalars.first(where: { $0 != "." && !allowed.contains($0) }) {
            let hint = bad == "*" ? " (only a leading \"*.\" is allowed)" : ""
            throw RoutePatternProblem("host \"\(original)\" contains \"\(bad.escaped(asASCII: true))\"\(hint)")
        }
    }
}
