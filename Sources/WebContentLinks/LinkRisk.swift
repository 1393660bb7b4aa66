/// Why a link may deceive the reader; the raw values are the names the CLI report and `decide` print.
public enum LinkRisk: String, CaseIterable, Hashable, Sendable, Codable {
    /// The link text shows a URL or host on another registrable domain than the link goes to.
    case textDomainMismatch = "text-domain-mismatch"
    /// A host label in IDN form (`xn--`) that is not valid, mixes scripts, looks Latin while it is not, or
    /// that the link text shows in another form.
    case punycode
    /// One host label mixes scripts (Latin with Cyrillic, say).
    case mixedScript = "mixed-script"
    /// The host is an IP address (dotted, one number, octal, hexadecimal or IPv6).
    case ipAddress = "ip-address"
    /// The address carries user information: `https://bank.com@evil.net/` goes to evil.net.
    case userinfo
    /// Bidirectional controls (U+202A-U+202E, U+2066-U+2069) in the text or the address reorder what is shown.
    case bidiControl = "bidi-control"

    /// The risks that need no link text: what the navigation chain can see when a link is clicked.
    public static let addressOnly: Set<LinkRisk> = [.punycode, .mixedScript, .ipAddress, .userinfo, .bidiControl]
}
