import Foundation

/// A URL reduced to what routes match on: lowercased scheme, normalised host, decoded non-empty path segments.
package struct RouteRequest: Hashable, Sendable {
    package let scheme: String
    /// Lowercased, one trailing dot removed; nil when the URL has none or it has an empty label.
    package let host: String?
    package let segments: [String]

    package init(_ url: URL) {
        scheme = url.scheme?.lowercased() ?? ""
        host = Self.normalisedHost(url.host(percentEncoded: false))
        // Split the encoded path so an encoded "/" (%2F) stays inside its segment.
        segments = url.path(percentEncoded: true)
            .split(separator: "/", omittingEmptySubsequences: true)
            .map { String($0).removingPercentEncoding ?? String($0) }
    }

    package init(scheme: String, host: String?, segments: [String]) {
        self.scheme = scheme.lowercased()
        self.host = Self.normalisedHost(host)
        self.segments = segments.filter { !$0.isEmpty }
    }

    private static func normalisedHost(_ raw: String?) -> String? {
        guard var host = raw?.lowercased(), !host.isEmpty else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        guard !host.isEmpty, !host.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            return nil
        }
        return host
    }
}
