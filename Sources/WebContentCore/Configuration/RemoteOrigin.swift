import Foundation

/// An http(s) origin, `scheme://host[:port]`: what an origin entry of a trust store names and what the CSP's
/// `img-src` lists.
package struct RemoteOrigin: Hashable, Sendable {
    /// `scheme://host[:port]`, lower-cased, the scheme's default port left out.
    package let text: String

    /// Reads `https://host`, `https://host:8443` or `http://127.0.0.1:8080` (a trailing `/` is allowed, nothing
    /// more); nil for anything else.
    package init?(_ value: String) {
        var trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host?.lowercased(), !host.isEmpty,
            components.path.isEmpty, components.query == nil, components.fragment == nil, components.user == nil,
            host.allSatisfy({ $0.isLetter || $0.isNumber || "-.[]:".contains($0) })
        else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        let port = components.port.flatMap { $0 == defaultPort ? nil : $0 }
        text = "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }

    /// `origins` as the sanitizer and the CSP compare them, anything that is no origin left out; nil stays nil (any
    /// origin).
    ///
    /// A configuration stores origins only in this form, so both walls see the same list.
    static func normalized(_ origins: [String]?) -> [String]? {
        origins.map { $0.compactMap { RemoteOrigin($0)?.text } }
    }
}
