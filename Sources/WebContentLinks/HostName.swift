import Foundation

/// Host names as the link checks compare them: lower case, no trailing dot, IDN labels in Unicode form.
///
/// Browsers read `%65vil.com`, `EVIL.com.` and `evil。com` as `evil.com`, so the checks must too, or a link
/// could hide its host from them.
public enum HostName {
    /// Full stops browsers treat as label separators (IDNA maps them to `.`).
    private static let dots: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

    /// The host normalised (percent-decoded, lower case, separators mapped, one trailing dot dropped), with
    /// its labels still as written (`xn--` stays).
    public static func normalized(_ host: String) -> String {
        var text = (host.removingPercentEncoding ?? host).lowercased()
        text = String(text.map { dots.contains($0) ? "." : $0 })
        if text.hasSuffix("."), text.count > 1 { text.removeLast() }
        return text
    }

    /// The labels of the normalised host in Unicode form; an `xn--` label that does not decode stays as written.
    ///
    /// Empty when the host is empty or has an empty label.
    public static func unicodeLabels(of host: String) -> [String] {
        let text = normalized(host)
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !text.isEmpty, !labels.contains(where: \.isEmpty) else { return [] }
        return labels.map { Punycode.unicodeLabel($0) ?? String($0) }
    }

    /// The host in Unicode form, for comparing a host shown in text with the one a link goes to.
    public static func unicode(_ host: String) -> String {
        unicodeLabels(of: host).joined(separator: ".")
    }

    /// Whether the host is an IP address in any form a browser accepts: an IPv6 literal, or IPv4 written as
    /// one to four dotted parts, each decimal, octal (leading 0) or hexadecimal (0x).
    public static func isIPAddress(_ host: String) -> Bool {
        let text = normalized(host)
        if text.hasPrefix("[") { return true }
        if text.contains(":") { return true }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return false }
        return parts.allSatisfy(isNumber)
    }

    private static func isNumber(_ part: Substring) -> Bool {
        guard !part.isEmpty else { return false }
        if part.hasPrefix("0x") {
            return part.dropFirst(2).allSatisfy(\.isHexDigit)
        }
        return part.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
