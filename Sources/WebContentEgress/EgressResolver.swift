#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks a host up once, with the system's resolver (the one a connect by name would use).
///
/// The filter connects to an address this returned, never to the name again, so a second answer (DNS rebinding)
/// gains nothing.
package enum EgressResolver {
    /// The addresses `host` resolves to: a name, any numeric IPv4 spelling the C library reads, or IPv6 in brackets.
    ///
    /// Blocking: call it off the event loop.
    package static func addresses(of host: String) throws(EgressResolutionError) -> [IPAddress] {
        var name = host
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(name, nil, &hints, &list)
        guard status == 0, let first = list else {
            throw EgressResolutionError(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }
        var addresses: [IPAddress] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            if let address = IPAddress(UnsafePointer(current.pointee.ai_addr)), !addresses.contains(address) {
                addresses.append(address)
            }
            entry = current.pointee.ai_next
        }
        guard !addresses.isEmpty else { throw EgressResolutionError(host: host, reason: "no address") }
        return addresses
    }
}

/// A host the resolver could not answer for.
package struct EgressResolutionError: Error, CustomStringConvertible {
    package let host: String
    package let reason: String
    package var description: String { "\(host) does not resolve: \(reason)" }
}
