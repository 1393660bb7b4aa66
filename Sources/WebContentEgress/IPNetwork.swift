/// An address block in CIDR form (`10.0.0.0/8`, `fe80::/10`): the special ranges the filter refuses and the ones an
/// operator opens with `--egress-allow`.
package struct IPNetwork: Hashable, Sendable, CustomStringConvertible {
    package let address: IPAddress
    package let prefix: Int

    /// `a.b.c.d/n` or `ipv6/n`; a bare address is its own block (/32 or /128).
    package init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1)
        guard let first = parts.first, let address = IPAddress(String(first)) else { return nil }
        let width = if case .v4 = address { 32 } else { 128 }
        let prefix = parts.count == 2 ? Int(parts[1]) : width
        guard let prefix, (0...width).contains(prefix) else { return nil }
        self.address = address
        self.prefix = prefix
    }

    package func contains(_ other: IPAddress) -> Bool {
        switch (address, other) {
        case (.v4(let base), .v4(let word)):
            let mask: UInt32 = prefix == 0 ? 0 : ~UInt32(0) << (32 - prefix)
            return base & mask == word & mask
        case (.v6(let base), .v6(let bytes)):
            var left = prefix
            for index in 0..<16 where left > 0 {
                let bits = min(8, left)
                let mask = UInt8(truncatingIfNeeded: 0xff << (8 - bits))
                if base[index] & mask != bytes[index] & mask { return false }
                left -= bits
            }
            return true
        default:
            return false
        }
    }

    package var description: String { "\(address)/\(prefix)" }
}
