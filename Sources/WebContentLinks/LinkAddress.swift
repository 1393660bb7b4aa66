import Foundation

/// The parts of a link's address the checks read, parsed from the text itself.
///
/// Not through `URL`: Foundation refuses some addresses browsers follow (spaces, bidi controls, raw Unicode
/// hosts) and would hide exactly the links worth flagging.
public struct LinkAddress: Hashable, Sendable {
    /// The scheme in lower case, or nil when the text has none (`example.com/path`).
    public var scheme: String?
    /// Whether the authority carries user information (`https://bank.com@evil.net/`).
    public var hasUserInfo: Bool
    /// The host as written (without user information or port), or nil when there is none.
    public var host: String?

    /// Parses `text`; with `assumingHost`, text without a scheme is read as starting with a host.
    public init(_ text: String, assumingHost: Bool = false) {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        scheme = nil
        hasUserInfo = false
        host = nil
        if let colon = rest.firstIndex(of: ":"), Self.isScheme(rest[..<colon]) {
            let name = rest[..<colon].lowercased()
            let afterColon = rest[rest.index(after: colon)...]
            if name == "http" || name == "https" {
                // Browsers read `https:/host`, `https:\\host` and `https:///host` as `https://host`.
                scheme = name
                rest = afterColon.drop { $0 == "/" || $0 == "\\" }
            } else if afterColon.hasPrefix("//") {
                scheme = name
                rest = afterColon.dropFirst(2)
            } else if assumingHost, afterColon.first?.isNumber == true {
                // `example.com:8080/path`: a port, not a scheme.
            } else {
                scheme = name
                return
            }
        } else if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
        } else if !assumingHost {
            return
        }
        // Browsers treat a backslash in http(s) like a slash.
        let authorityEnd = rest.firstIndex { "/?#\\".contains($0) } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            hasUserInfo = true
            authority = authority[authority.index(after: at)...]
        }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            host = String(authority[...close])
        } else if let colon = authority.lastIndex(of: ":") {
            host = String(authority[..<colon])
        } else {
            host = String(authority)
        }
        if host?.isEmpty == true { host = nil }
    }

    /// Whether the address goes to the web (http, https, or no scheme at all).
    public var isWeb: Bool { scheme == nil || scheme == "http" || scheme == "https" }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
