/// Which destinations a remote load may reach: the package internet, and what the operator opened.
///
/// Every address a host resolves to is checked, not the host's spelling: the resolver reads decimal, hex, octal and
/// short IPv4 forms as the connect would, so each of them meets the same table. IPv6 forms that carry an IPv4
/// address (IPv4-mapped, IPv4-compatible, 6to4, NAT64) are checked by the address they carry.
package struct EgressPolicy: Sendable {
    /// Host names the operator opened (lowercased, without a trailing dot); their addresses are not checked.
    package var allowedHosts: Set<String>
    /// Blocks the operator opened, whatever the ranges below say.
    package var allowedNetworks: [IPNetwork]

    package init(allowedHosts: Set<String> = [], allowedNetworks: [IPNetwork] = []) {
        self.allowedHosts = allowedHosts
        self.allowedNetworks = allowedNetworks
    }

    /// The policy `--egress-allow` values make: each a CIDR block, an address, or a host name.
    package init(allowing entries: [String]) throws(EgressPolicyError) {
        self.init()
        for entry in entries {
            if let network = IPNetwork(entry) {
                allowedNetworks.append(network)
            } else if let host = Self.hostName(entry) {
                allowedHosts.insert(host)
            } else {
                throw EgressPolicyError(entry: entry)
            }
        }
    }

    /// Why `address` is refused, or nil when it may be reached.
    package func refusal(of address: IPAddress) -> String? {
        if allowedNetworks.contains(where: { $0.contains(address) }) { return nil }
        return Self.specialRange(of: address)
    }

    /// Whether `host` (as the request named it) skips the address check because the operator opened it by name.
    package func allowsByName(_ host: String) -> Bool {
        Self.hostName(host).map(allowedHosts.contains) ?? false
    }

    /// `localhost` and its subdomains name this machine whatever a resolver says (RFC 6761).
    package static func namesThisMachine(_ host: String) -> Bool {
        guard let name = hostName(host) else { return false }
        return name == "localhost" || name.hasSuffix(".localhost")
    }

    /// A host name as compared: lowercased, one trailing dot dropped; nil when it is empty or holds a character no
    /// name has.
    static func hostName(_ text: String) -> String? {
        var name = text.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !name.isEmpty, name.allSatisfy(allowed.contains) else { return nil }
        return name
    }

    /// The name of the special-purpose range `address` is in, or nil for a globally reachable address.
    static func specialRange(of address: IPAddress) -> String? {
        switch address {
        case .v4:
            return v4Ranges.first { $0.network.contains(address) }?.name
        case .v6:
            for carrier in v6Carriers where carrier.network.contains(address) {
                guard let offset = carrier.offset, let inner = address.embeddedV4(at: offset) else {
                    return carrier.name
                }
                return specialRange(of: inner).map { "\($0) (as \(carrier.name))" }
            }
            return v6Ranges.first { $0.network.contains(address) }?.name
        }
    }

    private typealias Range = (network: IPNetwork, name: String)

    // IANA's IPv4 special-purpose registry, every block not globally reachable.
    private static let v4Ranges: [Range] = [
        ("0.0.0.0/8", "unspecified"), ("10.0.0.0/8", "private (RFC 1918)"), ("100.64.0.0/10", "shared (CGNAT)"),
        ("127.0.0.0/8", "loopback"), ("169.254.0.0/16", "link-local"), ("172.16.0.0/12", "private (RFC 1918)"),
        ("192.0.0.0/24", "IETF protocol assignments"), ("192.0.2.0/24", "documentation"),
        ("192.88.99.0/24", "6to4 relay"), ("192.168.0.0/16", "private (RFC 1918)"), ("198.18.0.0/15", "benchmarking"),
        ("198.51.100.0/24", "documentation"), ("203.0.113.0/24", "documentation"), ("224.0.0.0/4", "multicast"),
        ("240.0.0.0/4", "reserved or broadcast"),
    ].map { (IPNetwork($0)!, $1) }

    /// IPv6 blocks that carry an IPv4 address (at a byte offset), checked by what they carry; nil: refused outright.
    private static let v6Carriers: [(network: IPNetwork, offset: Int?, name: String)] = [
        ("::ffff:0:0/96", 12, "IPv4-mapped"), ("64:ff9b::/96", 12, "NAT64"), ("64:ff9b:1::/48", nil, "local NAT64"),
        ("2002::/16", 2, "6to4"), ("2001::/32", nil, "Teredo"),
    ].map { (IPNetwork($0)!, $1, $2) }

    private static let v6Ranges: [Range] = [
        ("::/128", "unspecified"), ("::1/128", "loopback"), ("::/96", "IPv4-compatible"), ("100::/64", "discard"),
        ("2001:db8::/32", "documentation"), ("2001:10::/28", "ORCHID"), ("fc00::/7", "unique local"),
        ("fe80::/10", "link-local"), ("fec0::/10", "site-local"), ("ff00::/8", "multicast"),
    ].map { (IPNetwork($0)!, $1) }
}

/// An `--egress-allow` value that is neither a CIDR block, an address nor a host name.
package struct EgressPolicyError: Error, CustomStringConvertible {
    package let entry: String
    package var description: String { "--egress-allow \(entry): not a CIDR block, an address or a host name" }
}
