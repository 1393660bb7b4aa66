import Foundation
import Testing

@testable import WebContentCore

/// The trust decision: who may load remote content for a message, and only when the mail is authentic.
struct RemoteContentDecisionTests {
    /// A header block: `From:` first, then the fields given (Authentication-Results topmost first).
    static func headers(from: String, _ fields: [(String, String)] = []) -> MailHeaders {
        MailHeaders(fields: [("from", from)] + fields.map { ($0.0.lowercased(), $0.1) })
    }

    static let dmarcPass = ("Authentication-Results", "mx.receiver.example; dmarc=pass header.from=allotment.example")
    static let dmarcFail = ("Authentication-Results", "mx.receiver.example; dmarc=fail header.from=allotment.example")
    static let trust = RemoteContentTrust(
        senders: ["ana@allotment.example"], domains: ["seeds.example"], origins: [])

    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let headers: MailHeaders?
        let trust: RemoteContentTrust
        var requested = RemoteContentPolicy.block
        var junk = false
        let policy: RemoteContentPolicy
        let allowedBy: RemoteContentDecision.Grant?
        let authentication: MailAuthentication.Verdict

        var description: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "allowlisted sender, DMARC pass", headers: headers(from: "Ana <ana@allotment.example>", [dmarcPass]),
            trust: trust, policy: .allow, allowedBy: .sender, authentication: .pass),
        Row(
            name: "allowlisted sender, DMARC fail: nothing loads",
            headers: headers(from: "Ana <ana@allotment.example>", [dmarcFail]), trust: trust, policy: .block,
            allowedBy: nil, authentication: .fail),
        Row(
            name: "allowlisted sender, no Authentication-Results",
            headers: headers(from: "ana@allotment.example"), trust: trust, policy: .block, allowedBy: nil,
            authentication: .none),
        Row(
            name: "allowlisted sender's address in upper case",
            headers: headers(from: "ANA@Allotment.Example", [dmarcPass]), trust: trust, policy: .allow,
            allowedBy: .sender, authentication: .pass),
        Row(
            name: "display name shows the allowlisted address, the mailbox is another",
            headers: headers(
                from: "\"ana@allotment.example\" <ana@evil.example>",
                [("Authentication-Results", "mx.receiver.example; dmarc=pass header.from=evil.example")]),
            trust: trust, policy: .block, allowedBy: nil, authentication: .pass),
        Row(
            name: "forged pass below the receiver's fail: only the topmost counts",
            headers: headers(
                from: "ana@allotment.example",
                [
                    dmarcFail,
                    ("Authentication-Results", "mx.receiver.example; dmarc=pass header.from=allotment.example"),
                ]),
            trust: trust, policy: .block, allowedBy: nil, authentication: .fail),
        Row(
            name: "trusted domain, aligned DKIM pass (subdomain signer)",
            headers: headers(
                from: "news@seeds.example",
                [("Authentication-Results", "mx.receiver.example; dkim=pass header.d=mail.seeds.example; spf=fail")]),
            trust: trust, policy: .allow, allowedBy: .domain, authentication: .pass),
        Row(
            name: "trusted domain, DKIM pass by an unrelated signer",
            headers: headers(
                from: "news@seeds.example",
                [("Authentication-Results", "mx.receiver.example; dkim=pass header.d=bulkmailer.example")]),
            trust: trust, policy: .block, allowedBy: nil, authentication: .fail),
        Row(
            name: "subdomain of a trusted domain is not the domain",
            headers: headers(
                from: "x@shop.seeds.example",
                [("Authentication-Results", "mx.receiver.example; dmarc=pass header.from=shop.seeds.example")]),
            trust: trust, policy: .block, allowedBy: nil, authentication: .pass),
        Row(
            name: "SPF pass alone is no authentication",
            headers: headers(
                from: "ana@allotment.example",
                [("Authentication-Results", "mx.receiver.example; spf=pass smtp.mailfrom=allotment.example")]),
            trust: trust, policy: .block, allowedBy: nil, authentication: .none),
        Row(
            name: "junk by X-Spam-Flag beats an authentic allowlisted sender",
            headers: headers(from: "ana@allotment.example", [dmarcPass, ("X-Spam-Flag", " YES")]), trust: trust,
            requested: .allow, policy: .block, allowedBy: nil, authentication: .pass),
        Row(
            name: "junk by the caller", headers: headers(from: "ana@allotment.example", [dmarcPass]), trust: trust,
            junk: true, policy: .block, allowedBy: nil, authentication: .pass),
        Row(
            name: "the reader allows this message", headers: headers(from: "someone@else.example"), trust: .none,
            requested: .allow, policy: .allow, allowedBy: .message, authentication: .none),
        Row(
            name: "an origin grant for anyone's mail",
            headers: headers(from: "someone@else.example"),
            trust: RemoteContentTrust(origins: ["https://images.shop.example"]), policy: .allow, allowedBy: .origin,
            authentication: .none),
        Row(
            name: "an HTML document: only origins apply", headers: nil, trust: trust, policy: .block, allowedBy: nil,
            authentication: .none),
        Row(
            name: "nobody trusted", headers: headers(from: "ana@allotment.example", [dmarcPass]), trust: .none,
            policy: .block, allowedBy: nil, authentication: .pass),
    ]

    @Test(arguments: rows)
    func decides(_ row: Row) {
        let decision = RemoteContentDecision.decide(
            headers: row.headers, trust: row.trust, requested: row.requested, junk: row.junk)
        #expect(decision.policy == row.policy)
        #expect(decision.allowedBy == row.allowedBy)
        #expect(decision.authentication == row.authentication)
    }

    @Test func anOriginGrantNamesOnlyItsOriginsAndJunkWithholdsInlineImages() {
        let origin = RemoteContentDecision.decide(
            headers: nil, trust: RemoteContentTrust(origins: ["https://images.shop.example"]))
        #expect(origin.origins == ["https://images.shop.example"])
        let configuration = WebViewConfigurator().set(remoteContent: origin).build()
        #expect(
            ContentSecurityPolicy.header(for: configuration).contains("img-src data: cid: https://images.shop.example;")
        )
        let junk = RemoteContentDecision.decide(headers: nil, trust: .none, junk: true)
        let junkConfiguration = WebViewConfigurator().set(remoteContent: junk).build()
        #expect(junkConfiguration.withholdsInlineImages)
        #expect(ContentSecurityPolicy.header(for: junkConfiguration).contains("img-src 'none';"))
        // The reader's own switch afterwards allows any origin again.
        #expect(configuration.with(remoteContentPolicy: .allow).remoteOrigins == nil)
    }

    /// The sanitizer and the CSP get the same origins: a decision's origins are normalised as they enter a
    /// configuration, and what is no origin is left out of both.
    @Test func originsEnterAConfigurationNormalised() {
        let decision = RemoteContentDecision(
            policy: .allow, origins: ["HTTPS://Images.Example:443/", "ftp://x.example", "http://a.example:8080"],
            allowedBy: .origin)
        let built = WebViewConfigurator().set(remoteContent: decision).build()
        let switched = WebViewConfigurator().build().with(remoteContent: decision)
        for configuration in [built, switched] {
            #expect(configuration.remoteOrigins == ["https://images.example", "http://a.example:8080"])
            #expect(
                ContentSecurityPolicy.header(for: configuration).contains(
                    "img-src data: cid: https://images.example http://a.example:8080;"))
        }
    }

    @Test func authenticationResultsAsServersWriteThem() {
        let outlook = Self.headers(
            from: "Ana <ana@allotment.example>",
            [
                (
                    "Authentication-Results",
                    "spf=pass (sender IP is 192.0.2.1; a (comment) with ; inside) smtp.mailfrom=allotment.example; "
                        + "dkim=pass (signature was verified) header.d=allotment.example;dmarc=pass action=none "
                        + "header.from=allotment.example;compauth=pass reason=100"
                )
            ])
        #expect(MailAuthentication(headers: outlook).verdict == .pass)
        let gmail = Self.headers(
            from: "ana@allotment.example",
            [
                (
                    "Authentication-Results",
                    "mx.google.com; dkim=pass header.i=@allotment.example header.s=s1 header.b=abc; "
                        + "spf=pass (google.com: domain of x designates 192.0.2.1 as permitted sender) "
                        + "smtp.mailfrom=x@allotment.example; dmarc=fail (p=NONE sp=NONE dis=NONE) "
                        + "header.from=allotment.example"
                )
            ])
        #expect(MailAuthentication(headers: gmail).verdict == .pass, "aligned DKIM passes although DMARC failed")
        let none = Self.headers(from: "ana@allotment.example", [("Authentication-Results", "mx.example; none")])
        #expect(MailAuthentication(headers: none).verdict == .none)
        // Only a named server's results count when the store names servers.
        let forged = Self.headers(
            from: "ana@allotment.example",
            [
                ("Authentication-Results", "evil.example; dmarc=pass header.from=allotment.example"),
                ("Authentication-Results", "mx.receiver.example; dmarc=fail header.from=allotment.example"),
            ])
        #expect(MailAuthentication(headers: forged, trustedServers: ["mx.receiver.example"]).verdict == .fail)
        #expect(MailAuthentication(headers: forged, trustedServers: ["other.example"]).verdict == .none)
    }

    @Test func addresses() {
        #expect(MailAddress.first(in: "Ana <ana@allotment.example>")?.address == "ana@allotment.example")
        #expect(MailAddress.first(in: "\"Smith, Ana\" <ana@Allotment.Example.>")?.address == "ana@allotment.example")
        #expect(MailAddress.first(in: "ana@allotment.example (Ana), bob@x.example")?.address == "ana@allotment.example")
        #expect(MailAddress.first(in: "\"bank@trusted.example\" <x@evil.example>")?.domain == "evil.example")
        #expect(MailAddress.first(in: "\"a <ana@allotment.example>\" <x@evil.example>")?.domain == "evil.example")
        #expect(MailAddress.first(in: "undisclosed-recipients:;") == nil)
        #expect(MailAddress.first(in: "") == nil)
    }

    @Test func aTrustStoreThatDoesNotReadSaysWhy() throws {
        let store = try RemoteContentTrust(
            json: Data(#"{"senders":["Ana@Allotment.example"],"origins":["HTTPS://Images.Example:443/"]}"#.utf8))
        #expect(store.senders == ["ana@allotment.example"])
        #expect(store.origins == ["https://images.example"])
        let bad: [(String, String)] = [
            ("[1]", "expected an object"), (#"{"sender":[]}"#, "unknown key \"sender\""),
            (#"{"senders":["not an address"]}"#, "is not an address"),
            (#"{"origins":["https://x.example/path"]}"#, "is not an http(s) origin"),
            (#"{"origins":["javascript:alert(1)"]}"#, "is not an http(s) origin"),
            (#"{"domains":["a@b.example"]}"#, "is not a domain"), ("{", "not JSON"),
            (#"{"senders":"ana@allotment.example"}"#, "senders must be strings"),
        ]
        for (json, reason) in bad {
            let error = #expect(throws: WebContentError.self) { try RemoteContentTrust(json: Data(json.utf8)) }
            #expect(error?.code == .invalidTrustStore, "\(json): \(String(describing: error))")
            do {
                _ = try RemoteContentTrust(json: Data(json.utf8))
            } catch {
                #expect("\(error)".contains(reason), "\(json): \(error)")
            }
        }
    }
}
