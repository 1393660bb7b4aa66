/// One declarative route: a path pattern, optionally limited to hosts and schemes, naming a native screen.
///
/// Patterns are made of `/`-separated segments: a literal (`product`), a parameter (`:id`, captured), a
/// wildcard (`*`, exactly one segment, not captured) or a rest (`**`, zero or more trailing segments, last only).
/// Empty segments are ignored, so `/product/1/` and `/product//1` match like `/product/1`.
///
/// Hosts are exact (`zhgchg.li`) or subdomain patterns (`*.zhgchg.li`). A subdomain pattern matches any
/// host ending in `.zhgchg.li` with at least one more label, and NOT the apex `zhgchg.li` itself: list the apex
/// as well when it is wanted (as the file format's example does). Hosts compare case-insensitively, ignoring a
/// trailing dot. No `hosts` means any host; no `schemes` means `http` and `https` only.
public struct RouteRule: Hashable, Sendable, Codable {
    /// The native screen this route opens.
    public var name: String
    /// The path pattern: literals, `:param`, `*` and a final `**`.
    public var pattern: String
    /// The hosts the route applies to, exact or `*.domain`; nil: any host.
    public var hosts: [String]?
    /// The schemes the route applies to; nil: `http` and `https`.
    public var schemes: [String]?

    /// A rule opening `name` for URLs whose path matches `pattern`, optionally limited to hosts and schemes.
    public init(name: String, pattern: String, hosts: [String]? = nil, schemes: [String]? = nil) {
        self.name = name
        self.pattern = pattern
        self.hosts = hosts
        self.schemes = schemes
    }

    /// The schemes a rule without `schemes` accepts.
    public static let defaultSchemes = ["http", "https"]
}
