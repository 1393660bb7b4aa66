#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as its bytes: what a resolver answered, and what the egress filter checks and connects to.
package enum IPAddress: Hashable, Sendable, CustomStringConvertible {
    case v4(UInt32)
    /// Sixteen bytes, network order.
    case v6([UInt8])

    /// The address a numeric string spells (dotted IPv4 or any IPv6 form, brackets allowed), or nil.
    ///
    /// Only the canonical dotted IPv4 form is read here (`inet_pton`): the other spellings of an address (decimal,
    /// hex, octal, short forms) reach the filter through the resolver, which reads them as the connect would.
    package init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("[") && text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        var v4 = in_addr()
        if inet_pton(AF_INET, String(text), &v4) == 1 {
            self = .v4(UInt32(bigEndian: v4.s_addr))
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, String(text), &v6) == 1 else { return nil }
        self = .v6(withUnsafeBytes(of: &v6) { Array($0) })
    }

    /// The address of a resolver's `sockaddr_in` or `sockaddr_in6`, or nil for another family.
    init?(_ address: UnsafePointer<sockaddr>) {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let v4 = UnsafeRawPointer(address).load(as: sockaddr_in.self)
            self = .v4(UInt32(bigEndian: v4.sin_addr.s_addr))
        case AF_INET6:
            var v6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self)
            self = .v6(withUnsafeBytes(of: &v6.sin6_addr) { Array($0) })
        default:
            return nil
        }
    }

    /// The IPv4 address an IPv6 one carries in bytes `offset..<offset+4`.
    func embeddedV4(at offset: Int) -> IPAddress? {
        guard case .v6(let bytes) = self else { return nil }
        let word = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return .v4(word)
    }

    package var description: String {
        switch self {
        case .v4(let word):
            return (0..<4).map { String(word >> (24 - 8 * $0) & 0xff) }.joined(separator: ".")
        case .v6(var bytes):
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            _ = bytes.withUnsafeMutableBytes { inet_ntop(AF_INET6, $0.baseAddress, &text, socklen_t(text.count)) }
            return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
