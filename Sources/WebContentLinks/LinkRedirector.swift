/// A redirect page that carries its target in a query parameter (`https://www.google.com/url?q=…`).
///
/// Read from `Resources/redirectors.txt`: `host path parameter[,parameter…]`, where the host is exact,
/// `*.suffix` or `name.*` (any registrable domain `name` plus a public suffix).
public struct LinkRedirector: Hashable, Sendable {
    /// How a redirector's host is matched.
    public enum HostPattern: Hashable, Sendable {
        case exact(String)
        case suffix(String)
        case registrableName(String)
    }

    /// The hosts the redirector answers on.
    public var host: HostPattern
    /// The exact path the redirect page is at, such as `/url`.
    public var path: String
    /// The query parameters that may carry the target, in the order they are tried.
    public var parameters: [String]

    /// A redirector on `host` and `path` that carries its target in one of `parameters`.
    public init(host: HostPattern, path: String, parameters: [String]) {
        self.host = host
        self.path = path
        self.parameters = parameters
    }

    /// Reads one line of the data file; nil for comments, blank lines and malformed lines.
    public init?(line: Substring) {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, !line.hasPrefix("#") else { return nil }
        let host = fields[0].lowercased()
        if host.hasPrefix("*.") {
            self.host = .suffix(String(host.dropFirst(1)))
        } else if host.hasSuffix(".*") {
            self.host = .registrableName(String(host.dropLast(2)))
        } else {
            self.host = .exact(host)
        }
        path = String(fields[1])
        parameters = fields[2].split(separator: ",").map(String.init)
    }

    /// Whether a link to `host` and `path` is this redirector.
    func matches(host: String, path: String, suffixes: PublicSuffixList) -> Bool {
        guard path == self.path else { return false }
        switch self.host {
        case .exact(let name): return host == name
        case .suffix(let suffix): return host.hasSuffix(suffix)
        case .registrableName(let name):
            guard let domain = suffixes.registrableDomain(of: host), let suffix = suffixes.publicSuffix(of: host)
            else { return false }
            return domain == name + "." + suffix
        }
    }
}
