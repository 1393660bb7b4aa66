public import Foundation
import WebContentCore

/// Whom the reader lets load remote content: senders, sender domains and remote origins, a value the app
/// persists (the CLI reads it from a JSON file: `{"senders":[],"domains":[],"origins":[]}`).
///
/// Sender and domain entries count only for an authentic message (see ``RemoteContentDecision``); an origin
/// entry lets that origin's images load in any message that is not junk, and no other origin's.
public struct RemoteContentTrust: Hashable, Sendable, Codable {
    /// Addresses (`ana@allotment.example`), compared without case.
    public var senders: [String]
    /// Sender domains (`allotment.example`): the `From:` domain itself, not its subdomains.
    public var domains: [String]
    /// Origins (`https://images.shop.example`, a port when not the scheme's default).
    public var origins: [String]
    /// authserv-ids of the receiving servers whose `Authentication-Results` to believe (empty: the topmost).
    public var authenticationServers: [String]

    /// A store of `senders`, `domains` and `origins`, as given (``init(json:)`` checks and normalises them).
    public init(
        senders: [String] = [], domains: [String] = [], origins: [String] = [], authenticationServers: [String] = []
    ) {
        self.senders = senders
        self.domains = domains
        self.origins = origins
        self.authenticationServers = authenticationServers
    }

    /// Trusts nobody.
    public static let none = RemoteContentTrust()

    /// Reads a trust store; a clear error names what is wrong (an unknown key, a value that is no address,
    /// domain or origin).
    public init(json data: Data) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw WebContentError.invalidTrustStore("not JSON")
        }
        guard let fields = object as? [String: Any] else {
            throw WebContentError.invalidTrustStore("expected an object with senders, domains and origins")
        }
        let known = ["senders", "domains", "origins", "authenticationServers"]
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw WebContentError.invalidTrustStore(
                "unknown key \"\(unknown)\" (known: \(known.joined(separator: ", ")))")
        }
        func strings(_ key: String) throws -> [String] {
            guard let value = fields[key] else { return [] }
            guard let list = value as? [String] else {
                throw WebContentError.invalidTrustStore("\(key) must be strings")
            }
            return list
        }
        self.init(
            senders: try strings("senders").map(Self.sender), domains: try strings("domains").map(Self.domain),
            origins: try strings("origins").map(Self.origin),
            authenticationServers: try strings("authenticationServers"))
    }

    static func sender(_ text: String) throws -> String {
        guard let address = MailAddress(text) else {
            throw WebContentError.invalidTrustStore("senders: \"\(text.prefix(80))\" is not an address")
        }
        return address.address.lowercased()
    }

    static func domain(_ text: String) throws -> String {
        let domain = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard domain.contains("."), !domain.contains(where: { $0.isWhitespace || "@/:".contains($0) }) else {
            throw WebContentError.invalidTrustStore("domains: \"\(text.prefix(80))\" is not a domain")
        }
        return domain
    }

    /// An origin as the sanitizer and the CSP compare it: `scheme://host[:port]`, lower-cased, default port off.
    static func origin(_ text: String) throws -> String {
        guard let origin = RemoteOrigin(text) else {
            throw WebContentError.invalidTrustStore("origins: \"\(text.prefix(80))\" is not an http(s) origin")
        }
        return origin.text
    }
}
