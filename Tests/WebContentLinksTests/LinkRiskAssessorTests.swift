import Testing

@testable import WebContentLinks

/// The deceptive-link table: each row is a link's href and text and the risks it must (and must only) carry.
@Suite(.timeLimit(.minutes(10))) struct LinkRiskAssessorTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let href: String
        let text: String?
        let risks: [LinkRisk]
        init(_ href: String, _ text: String?, _ risks: [LinkRisk]) {
            (self.href, self.text, self.risks) = (href, text, risks)
        }
        /// A link without text.
        init(_ href: String, _ risks: [LinkRisk]) { self.init(href, nil, risks) }
        var testDescription: String { "\(href) [\(text ?? "-")]" }
    }

    /// Links with text: what the text shows against where the address goes, and the address's own risks.
    static let linksWithText: [Row] = [
        // The text shows another site.
        Row("https://evil.net/login", "https://bank.com", [.textDomainMismatch]),
        Row("https://evil.net/", "bank.com", [.textDomainMismatch]),
        Row("https://evil.net/", "www.bank.com", [.textDomainMismatch]),
        Row("https://www.paypal.com.evil.net/", "www.paypal.com", [.textDomainMismatch]),
        Row("https://bob.github.io/", "alice.github.io", [.textDomainMismatch]),
        Row("https://evil.co.uk/", "bank.co.uk", [.textDomainMismatch]),
        Row("https://example.net/", "example.com", [.textDomainMismatch]),
        Row("http://192.168.0.1/", "https://bank.com", [.textDomainMismatch, .ipAddress]),
        Row("https://evil.net/", "HTTPS://BANK.COM/login", [.textDomainMismatch]),
        Row("https://evil.net/", "<https://bank.com>", [.textDomainMismatch]),
        Row("https://evil.net/", "bank.com.", [.textDomainMismatch]),
        Row("https://evil.net/", "https://bank.com:8443/x", [.textDomainMismatch]),
        Row("https://bank.com@evil.net/", "https://bank.com", [.textDomainMismatch, .userinfo]),
        // False-positive traps: same registrable domain, case, dots, e-mail and handles, prose.
        Row("https://www.bank.com/login", "bank.com", []),
        Row("https://login.bank.com/", "www.bank.com", []),
        Row("https://BANK.COM./x", "bank.com", []),
        Row("https://bank.com/", "Bank.Com", []),
        Row("https://bank。com/", "bank.com", []),
        Row("https://%62ank.com/", "bank.com", []),
        Row("https://mail.example.co.uk/", "www.example.co.uk", []),
        Row("https://alice.github.io/blog", "alice.github.io", []),
        Row("https://example.com/", "mailto:someone@other.org", []),
        Row("https://example.com/", "someone@other.org", []),
        Row("https://twitter.com/user.name", "@user.name", []),
        Row("https://medium.com/@user.name/post", "@user.name", []),
        Row("https://example.com/", "Click here", []),
        Row("https://example.com/", "Read more about other.org today", []),
        Row("https://example.com/", "", []),
        Row("https://example.com/", "v2.0", []),
        Row("https://example.com/", "3.14", []),
        Row("https://example.com/path?x=1", "https://example.com/path", []),
        Row("https://example.com/", "EXAMPLE.COM", []),
        Row("https://example.com/", "(example.com)", []),
        Row("http://example.com", "example.com/", []),
        Row("mailto:someone@example.com", "someone@example.com", []),
        Row("mailto:a@evil.net", "bank.com", []),
        Row("javascript:void(0)", "bank.com", []),
        // IDN shown as itself, in either form, is no risk.
        Row("https://xn--mnchen-3ya.de/", "münchen.de", []),
        Row("https://münchen.de/", "xn--mnchen-3ya.de", []),
        Row("https://www.xn--mnchen-3ya.de/", "www.münchen.de", []),
        Row("https://xn--e1afmkfd.xn--p1ai/", "пример.рф", []),
        Row("https://xn--wgv71a119e.jp/", "日本語.jp", []),
        // Punycode and mixed scripts, in the address or in the text.
        Row("https://xn--pple-43d.com/", "Apple", [.punycode, .mixedScript]),
        Row("https://xn--80ak6aa92e.com/", "Apple", [.punycode]),
        Row("https://xn--80ak6aa92e.com/", "apple.com", [.textDomainMismatch, .punycode]),
        Row("https://xn--80ak6aa92e.com/", "аррӏе.com", [.punycode]),
        Row("https://xn--pple-43d.com/", "https://apple.com", [.textDomainMismatch, .punycode, .mixedScript]),
        Row("https://example.com/", "аpple.com", [.textDomainMismatch, .mixedScript]),
        // Slashes a browser repairs: the address goes where the browser would take it.
        Row("https:\\\\evil.net\\login", "bank.com", [.textDomainMismatch]),
        Row("HTTPS:///evil.net/", "https://bank.com", [.textDomainMismatch]),
        // Bidirectional controls in the text.
        Row("https://example.com/", "moc.knab\u{202E}", [.bidiControl]),
        Row("https://example.com/", "\u{2066}bank.com\u{2069}", [.bidiControl]),
        Row("https://example.com/", "\u{202A}x", [.bidiControl]),
    ]

    /// Links without text (an image, a bare button): only the address can carry a risk.
    static let addressesAlone: [Row] = [
        // No risk: a plain address, and IDN in a single script.
        Row("https://example.com/", []),
        Row("https://xn--v8j0cwa6gzha3lrdr510cymwb.jp/", []),
        Row("https://xn--hxargifdar.gr/", []),
        Row("https://xn--3e0bk47br7k.kr/", []),
        // Punycode and mixed scripts.
        Row("https://аpple.com/", [.mixedScript]),
        Row("https://xn--bankfamerica-7fk.com/", [.punycode, .mixedScript]),
        Row("https://login.xn--l-7sba6dbr.com/", [.punycode, .mixedScript]),
        Row("https://xn--pple-zld.com/", [.punycode, .mixedScript]),
        Row("https://xn--zz-!!.com/", [.punycode]),
        // IP addresses in every form, and names that only begin like one.
        Row("http://192.168.1.1/login", [.ipAddress]),
        Row("http://3232235777/", [.ipAddress]),
        Row("http://0xC0.0xA8.1.1/", [.ipAddress]),
        Row("http://0300.0250.01.01/", [.ipAddress]),
        Row("http://0x7f000001/", [.ipAddress]),
        Row("http://[::1]/", [.ipAddress]),
        Row("http://[2001:db8::1]:8080/x", [.ipAddress]),
        Row("https://1.2.3.4.example.com/", []),
        Row("https://123.example/", []),
        // User information, also behind slashes a browser repairs.
        Row("https://bank.com@evil.net/", [.userinfo]),
        Row("https://bank.com:password@evil.net/", [.userinfo]),
        Row("https://user@example.com/", [.userinfo]),
        Row("http://bank.com@192.168.0.1/", [.ipAddress, .userinfo]),
        Row("https://example.com/a@b", []),
        Row("https:/bank.com@evil.net/", [.userinfo]),
        // Bidirectional controls in the address, also percent-encoded.
        Row("https://example.com/\u{202E}fdp.exe", [.bidiControl]),
        Row("https://example.com/%E2%80%AEfdp.exe", [.bidiControl]),
        Row("https://example.com/a\u{200F}", []),
    ]

    static let rows = linksWithText + addressesAlone

    @Test(arguments: rows)
    func assesses(row: Row) {
        #expect(LinkRiskAssessor().assess(href: row.href, text: row.text) == row.risks)
    }

    @Test func theTableIsLargeAndHasBothOutcomes() {
        #expect(Self.rows.count >= 60)
        #expect(Self.rows.filter(\.risks.isEmpty).count >= 20)
        #expect(Set(Self.rows.flatMap(\.risks)) == Set(LinkRisk.allCases))
    }

    @Test func riskNamesAreTheDocumentedOnes() {
        #expect(
            LinkRisk.allCases.map(\.rawValue) == [
                "text-domain-mismatch", "punycode", "mixed-script", "ip-address", "userinfo", "bidi-control",
            ])
        #expect(!LinkRisk.addressOnly.contains(.textDomainMismatch))
    }
}
