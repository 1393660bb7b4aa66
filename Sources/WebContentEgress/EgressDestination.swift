/// Where a remote load may go: one checked address, or why not.
package enum EgressDestination: Sendable, Equatable {
    /// Connect here, and only here.
    case address(IPAddress)
    /// The host or one of its addresses is out of bounds; nothing is sent anywhere.
    case refused(String)
    /// The host has no address.
    case unresolved(String)
}

extension EgressPolicy {
    /// Resolves `host` once and checks every address it has; blocking (the resolver), so called off the event loop.
    ///
    /// One refused address refuses the host: a name that answers both a package and a private address is the shape
    /// of a rebinding attack, not of a site.
    package func destination(of host: String) -> EgressDestination {
        let opened = allowsByName(host)
        if Self.namesThisMachine(host) && !opened { return .refused("\(host) names this machine") }
        let addresses: [IPAddress]
        do {
            addresses = try EgressResolver.addresses(of: host)
        } catch {
            return .unresolved(error.description)
        }
        if !opened {
            for address in addresses {
                if let reason = refusal(of: address) { return .refused("\(host) is \(address), \(reason)") }
            }
        }
        return .address(addresses[0])
    }
}
