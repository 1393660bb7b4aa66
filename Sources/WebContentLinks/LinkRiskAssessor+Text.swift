import Foundation

extension LinkRiskAssessor {
    /// Bidirectional embedding, override and isolate controls: they make text read in another order than stored.
    static func hasBidiControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// Characters around a URL in prose that are not part of it.
    private static let wrappers = CharacterSet(charactersIn: "<>()[]{}\"'`«»“”‘’")
    private static let trailingPunctuation = CharacterSet(charactersIn: ".,;:!?")

    /// The host the link text shows, when the whole text is a web address or a host name; nil otherwise.
    ///
    /// Only a text that is nothing but an address counts: "Unsubscribe from example.com" over a mailing
    /// service's link is ordinary mail, and flagging it would teach readers to ignore the warning. Text that
    /// is an e-mail address (`mailto:`, `someone@bank.com`) or a handle (`@user.name`) shows no web host.
    func shownHost(in text: String) -> String? {
        var shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
        shown = shown.trimmingCharacters(in: Self.wrappers.union(.whitespacesAndNewlines))
        shown = shown.trimmingCharacters(in: Self.trailingPunctuation)
        guard !shown.isEmpty, !shown.contains(where: \.isWhitespace), !shown.hasPrefix("@") else { return nil }
        let address = LinkAddress(shown, assumingHost: true)
        guard address.isWeb, let host = address.host else { return nil }
        if address.scheme == nil, shown.contains("@") { return nil }
        if HostName.isIPAddress(host) {
            // Without a scheme only a full dotted quad reads as an address; `3.14` is a number.
            let dotted = host.split(separator: ".").count == 4 || host.hasPrefix("[")
            return address.scheme != nil || dotted ? host : nil
        }
        let labels = HostName.unicodeLabels(of: host)
        guard labels.count >= 2, labels.allSatisfy(Self.isHostLabel) else { return nil }
        // Without a scheme, `report.final` or `v2.0` is prose; a listed suffix makes it a host.
        guard address.scheme != nil || suffixes.hasListedSuffix(host) else { return nil }
        return host
    }

    private static func isHostLabel(_ label: String) -> Bool {
        !label.isEmpty
            && label.unicodeScalars.allSatisfy {
                !$0.isASCII || $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            }
    }
}
