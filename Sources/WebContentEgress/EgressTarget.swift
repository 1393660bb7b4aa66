/// The host and port a proxy request names: `CONNECT host:port` or an absolute `http://` URL, and the URL's path.
struct EgressTarget: Equatable {
    let host: String
    let port: Int
    /// The origin-form target forwarded to the destination (absolute-form requests only).
    let path: String

    /// `host:port` of a CONNECT (IPv6 in brackets).
    init?(connect authority: String) {
        guard let (host, port) = Self.split(Substring(authority), defaultPort: nil) else { return nil }
        (self.host, self.port, path) = (host, port, "")
    }

    /// An absolute-form `http://` target; any other scheme is not forwarded.
    init?(absolute uri: String) {
        let prefix = "http://"
        guard uri.lowercased().hasPrefix(prefix) else { return nil }
        let rest = uri.dropFirst(prefix.count)
        let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var authority = rest[..<end]
        // Credentials in a URL are the page's, never forwarded.
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard let (host, port) = Self.split(authority, defaultPort: 80) else { return nil }
        var path = String(rest[end...].prefix { $0 != "#" })
        if path.isEmpty || path.hasPrefix("?") { path = "/" + path }
        (self.host, self.port, self.path) = (host, port, path)
    }

    private static func split(_ authority: Substring, defaultPort: Int?) -> (String, Int)? {
        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        } else {
            host = authority
        }
        guard !host.isEmpty else { return nil }
        let port = portText.map { Int($0) } ?? defaultPort
        guard let port, (1...65535).contains(port) else { return nil }
        return (String(host), port)
    }

}
