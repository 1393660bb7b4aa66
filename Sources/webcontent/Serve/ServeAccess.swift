import Foundation

/// Who may use the service, decided from a request's header fields before its body is read.
///
/// Three checks, in this order: the `Host` a client names (on a loopback bind only the bound name or a loopback
/// name, which a DNS-rebinding page cannot send: its requests carry the attacker's host name), the bearer token
/// (`/render` only; `/health` stays open for probes), and the body's type (HTML or a message, nothing else).
struct ServeAccess: Sendable {
    /// The token a render must present, as bytes; nil: no token (a loopback bind, or `--no-token`).
    let token: [UInt8]?
    /// The host names a request may name, lowercased; nil: any (a bind on a routable address, where the name a
    /// client uses is the operator's business).
    let hosts: Set<String>?

    /// The body types `/render` takes; any other gets 415.
    static let contentTypes: Set<String> = ["text/html", "application/xhtml+xml", "message/rfc822"]

    init(token: String?, boundHost: String) {
        self.token = token.map { Array($0.utf8) }
        hosts = Self.isLoopback(boundHost) ? ["localhost", "127.0.0.1", "::1", boundHost.lowercased()] : nil
    }

    /// The refusal for a request naming `host`, or nil when it may go on: 421 for a foreign host on a loopback bind.
    func checkHost(_ host: String?) -> ServeReply? {
        guard let hosts else { return nil }
        guard let name = host.map(Self.name(ofAuthority:)), hosts.contains(name) else {
            return .error(421, "this service answers only to \(hosts.sorted().joined(separator: ", ")) (Host header)")
        }
        return nil
    }

    /// The refusal for a render with this `Authorization` field and `Content-Type`, or nil when it may go on.
    func checkRender(authorization: String?, contentType: String?) -> ServeReply? {
        if let token {
            let presented = authorization.flatMap(Self.bearer).map { Array($0.utf8) } ?? []
            guard Self.equalInConstantTime(presented, token) else {
                return .error(
                    401, "POST /render needs Authorization: Bearer <token> (the token in --token-file)",
                    headers: ["WWW-Authenticate": "Bearer"])
            }
        }
        let type = Self.mediaType(contentType)
        guard Self.contentTypes.contains(type) else {
            return .error(
                415,
                "Content-Type must be text/html, application/xhtml+xml or message/rfc822, not '\(type.isEmpty ? "none" : type)'"
            )
        }
        return nil
    }

    /// The media type of a `Content-Type` field, lowercased, without its parameters; empty when there is none.
    static func mediaType(_ field: String?) -> String {
        (field ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// The token of `Bearer <token>`; the scheme is case-insensitive.
    static func bearer(_ field: String) -> String? {
        let parts = field.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// Whether `a` equals `b`, in time that depends on their lengths only, never on where they first differ.
    static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference: UInt8 = a.count == b.count ? 0 : 1
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }

    /// `example.com:8080` -> `example.com`, `[::1]:8080` -> `::1`, lowercased.
    static func name(ofAuthority authority: String) -> String {
        let text = authority.lowercased()
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text
    }

    /// Whether `host` (a --host value) names a loopback address: only this machine can connect.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name == "::1" { return true }
        var address = in_addr()
        return inet_pton(AF_INET, name, &address) == 1 && UInt32(bigEndian: address.s_addr) >> 24 == 127
    }
}
