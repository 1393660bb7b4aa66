import WebContentCore
import WebContentLinks

/// Whether a message really comes from its `From:` domain, as the receiving server's `Authentication-Results`
/// (RFC 8601) says: DMARC, or DKIM signed by that domain.
///
/// Only the topmost `Authentication-Results` field counts (the receiving server adds its own above whatever the
/// sender wrote), and, when the caller names trusted servers, only one whose authserv-id is among them. A DKIM
/// signature counts for the `From:` domain when its `d=` is that domain or shares its registrable domain
/// (relaxed alignment, by the Public Suffix List). A message with more than one `From:` field has no sender to
/// vouch for: the server may have checked one and the reader be shown the other (RFC 7489, section 6.6.1).
public struct MailAuthentication: Hashable, Sendable {
    /// What the receiving server found for the `From:` domain.
    public enum Verdict: String, Hashable, Sendable, Codable {
        /// DMARC passed, or a DKIM signature aligned with the `From:` domain did.
        case pass
        /// The server checked and nothing aligned passed.
        case fail
        /// No result from a server we can believe: no field, or no DMARC or DKIM result in it.
        case none
    }

    /// What the receiving server found for the `From:` domain.
    public let verdict: Verdict
    /// The `From:` mailbox the verdict speaks for; nil when the message has no usable `From:`, or two.
    public let sender: MailAddress?

    /// The `From:` address's domain, lower-cased; nil when the message has no usable `From:`.
    public var domain: String? { sender?.domain }

    /// Reads the verdict off `headers`; `trustedServers` are authserv-ids to believe (empty: the topmost field).
    public init(headers: MailHeaders, trustedServers: [String] = []) {
        let from = headers.fields.filter { $0.name == "from" }
        sender = from.count == 1 ? MailAddress.first(in: from[0].value) : nil
        guard let domain = sender?.domain, let field = Self.field(in: headers, trustedServers: trustedServers) else {
            verdict = .none
            return
        }
        let results = AuthenticationResult.parse(field)
        verdict = Self.verdict(results, domain: domain)
    }

    /// The field the verdict comes from: the topmost, or the topmost by a trusted server.
    static func field(in headers: MailHeaders, trustedServers: [String]) -> String? {
        let fields = headers.fields.filter { $0.name == "authentication-results" }.map(\.value)
        guard !trustedServers.isEmpty else { return fields.first }
        let trusted = Set(trustedServers.map { $0.lowercased() })
        return fields.first { trusted.contains(AuthenticationResult.serverID(of: $0)) }
    }

    static func verdict(_ results: [AuthenticationResult], domain: String) -> Verdict {
        let checked = results.filter { $0.method == "dmarc" || $0.method == "dkim" }
        guard !checked.isEmpty else { return .none }
        let passed = checked.contains { result in
            guard result.value == "pass" else { return false }
            switch result.method {
            case "dmarc": return result.property("header.from").map { $0 == domain } ?? true
            default:
                let signer = result.property("header.d") ?? result.property("header.i").map(Self.domainOfIdentity)
                return signer.map { Self.aligned($0, domain) } ?? false
            }
        }
        return passed ? .pass : .fail
    }

    /// Relaxed alignment: the same registrable domain (or, for hosts the list does not know, the same host).
    static func aligned(_ signer: String, _ domain: String) -> Bool {
        let list = PublicSuffixList.shared
        let (left, right) = (signer.lowercased(), domain.lowercased())
        if left == right { return true }
        guard let a = list.registrableDomain(of: left), let b = list.registrableDomain(of: right) else { return false }
        return a == b
    }

    private static func domainOfIdentity(_ identity: String) -> String {
        identity.split(separator: "@").last.map(String.init) ?? identity
    }
}
