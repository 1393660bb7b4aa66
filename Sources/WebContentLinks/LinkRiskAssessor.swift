import Foundation

/// Finds what may deceive the reader about where a link goes: its address and the text it shows.
///
/// Engine-free and cheap: the render report assesses every collected link with its text; the navigation chain
/// assesses a clicked link by its address alone, because the page reports no text with a click.
public struct LinkRiskAssessor: Sendable {
    /// The Public Suffix List that tells registrable domains apart.
    public let suffixes: PublicSuffixList

    /// An assessor using `suffixes`.
    public init(suffixes: PublicSuffixList = .shared) {
        self.suffixes = suffixes
    }

    /// The risks of a link to `href` that shows `text` (nil when the text is unknown), in ``LinkRisk`` order.
    public func assess(href: String, text: String? = nil) -> [LinkRisk] {
        var risks = Set<LinkRisk>()
        let address = LinkAddress(href)
        if Self.hasBidiControl(href) || Self.hasBidiControl(href.removingPercentEncoding ?? "")
            || text.map(Self.hasBidiControl) == true
        {
            risks.insert(.bidiControl)
        }
        if address.hasUserInfo, address.isWeb { risks.insert(.userinfo) }
        if let host = address.host, address.isWeb {
            risks.formUnion(hostRisks(host))
            if let text, let shown = shownHost(in: text) {
                risks.formUnion(textRisks(shownHost: shown, host: host))
            }
        }
        return LinkRisk.allCases.filter(risks.contains)
    }

    private func hostRisks(_ host: String) -> Set<LinkRisk> {
        if HostName.isIPAddress(host) { return [.ipAddress] }
        var risks = Set<LinkRisk>()
        for label in HostName.normalized(host).split(separator: ".") {
            let isACE = label.hasPrefix("xn--")
            guard let unicode = Punycode.unicodeLabel(label) else {
                risks.insert(.punycode)
                continue
            }
            let mixes = ScriptClass.mixesScripts(unicode)
            if mixes { risks.insert(.mixedScript) }
            if isACE, mixes || ScriptClass.looksLatin(unicode) { risks.insert(.punycode) }
        }
        return risks
    }

    private func textRisks(shownHost: String, host: String) -> Set<LinkRisk> {
        var risks = Set<LinkRisk>()
        let shownUnicode = HostName.unicode(shownHost)
        let hrefUnicode = HostName.unicode(host)
        if shownUnicode.split(separator: ".").contains(where: { ScriptClass.mixesScripts(String($0)) }) {
            risks.insert(.mixedScript)
        }
        if registrable(shownUnicode) != registrable(hrefUnicode) {
            risks.insert(.textDomainMismatch)
            // The text shows a name the href writes in IDN form as something else (`apple.com` over `аpple`).
            if HostName.normalized(host).split(separator: ".").contains(where: { $0.hasPrefix("xn--") }) {
                risks.insert(.punycode)
            }
        }
        return risks
    }

    /// The registrable domain, or the whole host when it has none (an IP address, a bare public suffix).
    private func registrable(_ host: String) -> String {
        if HostName.isIPAddress(host) { return HostName.normalized(host) }
        return suffixes.registrableDomain(of: host) ?? HostName.unicode(host)
    }
}
