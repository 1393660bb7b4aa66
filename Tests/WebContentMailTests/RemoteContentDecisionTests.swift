import Foundation
import Testing
import WebContentCore

@testable import WebContentMail

/// The trust decision: who may load remote content for a message, and only when the mail is authentic.
@Suite(.timeLimit(.minutes(10)))
struct RemoteContentDecisionTests {
    /// A header block: `From:` first, then the fields given (Authentication-Results topmost first, a second
    /// `From:` where a row needs one).
    static func headers(from: String, _ fields: (String, String)...) -> MailHeaders {
        MailHeaders(fields: [("from", from)] + fields.map { ($0.0.lowercased(), $0.1) })
    }

    /// An Authentication-Results field as the receiving server, mx.receiver.example, adds it.
    static func results(_ text: String) -> (String, String) {
        ("Authentication-Results", "mx.receiver.example; " + text)
    }

    static let dmarcPass = results("dmarc=pass header.from=allotment.example")
    static let dmarcFail = results("dmarc=fail header.from=allotment.example")
    static let trust = RemoteContentTrust(
        senders: ["ana@allotment.example"], domains: ["seeds.example"], origins: [])

    /// What a decision must be: remote content allowed by a grant, or blocked; either way, the mail's verdict.
    enum Expected {
        case allowed(by: RemoteContentDecision.Grant, MailAuthentication.Verdict)
        case blocked(MailAuthentication.Verdict)
    }

    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let headers: MailHeaders?
        let trust: RemoteContentTrust
        let requested: RemoteContentPolicy
        let junk: Bool
        let policy: RemoteContentPolicy
        let allowedBy: RemoteContentDecision.Grant?
        let authentication: MailAuthentication.Verdict

        /// A message's row: by default its reader trusts `RemoteContentDecisionTests.trust` and asks for nothing.
        init(
            _ name: String, _ headers: MailHeaders?, trust: RemoteContentTrust = RemoteContentDecisionTests.trust,
            requested: RemoteContentPolicy = .block, junk: Bool = false, _ expected: Expected
        ) {
            (self.name, self.headers, self.trust, self.requested, self.junk) = (name, headers, trust, requested, junk)
            switch expected {
            case .allowed(let grant, let verdict): (policy, allowedBy, authentication) = (.allow, grant, verdict)
            case .blocked(let verdict): (policy, allowedBy, authentication) = (.block, nil, verdict)
            }
        }

        var description: String { name }
    }

    static let rows: [Row] = [
        Row(
            "allowlisted sender, DMARC pass", headers(from: "Ana <ana@allotment.example>", dmarcPass),
            .allowed(by: .sender, .pass)),
        Row(
            "allowlisted sender, DMARC fail: nothing loads", headers(from: "Ana <ana@allotment.example>", dmarcFail),
            .blocked(.fail)),
        Row("allowlisted sender, no Authentication-Results", headers(from: "ana@allotment.example"), .blocked(.none)),
        Row(
            "allowlisted sender's address in upper case", headers(from: "ANA@Allotment.Example", dmarcPass),
            .allowed(by: .sender, .pass)),
        Row(
            "display name shows the allowlisted address, the mailbox is another",
            headers(
                from: "\"ana@allotment.example\" <ana@evil.example>", results("dmarc=pass header.from=evil.example")),
            .blocked(.pass)),
        Row(
            "allowlisted sender, the receiver's DMARC pass is for another domain",
            headers(from: "Ana <ana@allotment.example>", results("dmarc=pass header.from=evil.example")),
            .blocked(.fail)),
        Row(
            "two From: fields, the receiver's DMARC pass for the other one",
            headers(
                from: "Ana <ana@allotment.example>", ("From", "x@evil.example"),
                results("dmarc=pass header.from=evil.example")), .blocked(.none)),
        Row(
            "two From: fields, a DMARC pass that names no domain",
            headers(from: "ana@allotment.example", ("From", "x@evil.example"), results("dmarc=pass")),
            .blocked(.none)),
        Row(
            "control: one From:, a DMARC pass that names no domain",
            headers(from: "ana@allotment.example", results("dmarc=pass")), .allowed(by: .sender, .pass)),
        Row(
            "forged pass below the receiver's fail: only the topmost counts",
            headers(from: "ana@allotment.example", dmarcFail, dmarcPass), .blocked(.fail)),
        Row(
            "trusted domain, aligned DKIM pass (subdomain signer)",
            headers(from: "news@seeds.example", results("dkim=pass header.d=mail.seeds.example; spf=fail")),
            .allowed(by: .domain, .pass)),
        Row(
            "trusted domain, DKIM pass by an unrelated signer",
            headers(from: "news@seeds.example", results("dkim=pass header.d=bulkmailer.example")), .blocked(.fail)),
        Row(
            "subdomain of a trusted domain is not the domain",
            headers(from: "x@shop.seeds.example", results("dmarc=pass header.from=shop.seeds.example")), .blocked(.pass)
        ),
        Row(
            "SPF pass alone is no authentication",
            headers(from: "ana@allotment.example", results("spf=pass smtp.mailfrom=allotment.example")), .blocked(.none)
        ),
        Row(
            "junk by X-Spam-Flag beats an authentic allowlisted sender",
            headers(from: "ana@allotment.example", dmarcPass, ("X-Spam-Flag", " YES")), requested: .allow,
            .blocked(.pass)),
        Row("junk by the caller", headers(from: "ana@allotment.example", dmarcPass), junk: true, .blocked(.pass)),
        Row(
            "the reader allows this message", headers(from: "someone@else.example"), trust: .none, requested: .allow,
            .allowed(by: .message, .none)),
        Row(
            "an origin grant for anyone's mail", headers(from: "someone@else.example"),
            trust: RemoteContentTrust(origins: ["https://images.shop.example"]), .allowed(by: .origin, .none)),
        Row("an HTML document: only origins apply", nil, .blocked(.none)),
        Row("nobody trusted", headers(from: "ana@allotment.example", dmarcPass), trust: .none, .blocked(.pass)),
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
        let configuration = WebViewConfigurator().set(remoteContent: origin.grant).build()
        #expect(
            ContentSecurityPolicy.header(for: configuration).contains("img-src data: cid: https://images.shop.example;")
        )
        let junk = RemoteContentDecision.decide(headers: nil, trust: .none, junk: true)
        let junkConfiguration = WebViewConfigurator().set(remoteContent: junk.grant).build()
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
        let built = WebViewConfigurator().set(remoteContent: decision.grant).build()
        let switched = WebViewConfigurator().build().with(remoteContent: decision.grant)
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
            (
                "Authentication-Results",
                "spf=pass (sender IP is 192.0.2.1; a (comment) with ; inside) smtp.mailfrom=allotment.example; "
                    + "dkim=pass (signature was verified) header.d=allotment.example;dmarc=pass action=none "
                    + "header.from=allotment.example;compauth=pass reason=100"
            ))
        #expect(MailAuthentication(headers: outlook).verdict == .pass)
        let gmail = Self.headers(
            from: "ana@allotment.example",
            (
                "Authentication-Results",
                "mx.google.com; dkim=pass header.i=@allotment.example header.s=s1 header.b=abc; "
                    + "spf=pass (google.com: domain of x designates 192.0.2.1 as permitted sender) "
                    + "smtp.mailfrom=x@allotment.example; dmarc=fail (p=NONE sp=NONE dis=NONE) "
                    + "header.from=allotment.example"
            ))
        #expect(MailAuthentication(headers: gmail).verdict == .pass, "aligned DKIM passes although DMARC failed")
        let none = Self.headers(from: "ana@allotment.example", ("Authentication-Results", "mx.example; none"))
        #expect(MailAuthentication(headers: none).verdict == .none)
        // Only a named server's results count when the store names servers.
        let forged = Self.headers(
            from: "ana@allotment.example",
            ("Authentication-Results", "evil.example; dmarc=pass header.from=allotment.example"),
            ("Authentication-Results", "mx.receiver.example; dmarc=fail header.from=allotment.example"))
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
