import Foundation

/// Removes tracking parameters from links and unwraps redirect pages whose target is in the URL.
///
/// Works on the text of the address, never through `URL`'s parse and print: a link with nothing to clean
/// comes out byte for byte as it went in. The parameter names and redirectors are data files
/// (`Resources/tracking-parameters.txt`, `redirectors.txt`), so the lists change without code.
public struct LinkCleaner: Sendable {
    /// Lower-case names; a name ending in `*` matches a prefix.
    public let trackingParameters: [String]
    /// The redirect pages whose target is unwrapped.
    public let redirectors: [LinkRedirector]
    /// The Public Suffix List that matches `name.*` redirector hosts.
    public let suffixes: PublicSuffixList
    /// Redirectors nest (a Safe Link around a Google link); past this depth the link is left as it is.
    private static let maximumUnwraps = 4

    /// The cleaner with the package's lists, read once per process.
    public static let shared = LinkCleaner(
        trackingParameters: Self.names(in: LinkLists.text("tracking-parameters.txt")),
        redirectors: LinkLists.text("redirectors.txt").split(whereSeparator: \.isNewline)
            .compactMap(LinkRedirector.init(line:)))

    /// A cleaner with these parameter names (lower-cased) and redirectors.
    public init(trackingParameters: [String], redirectors: [LinkRedirector], suffixes: PublicSuffixList = .shared) {
        self.trackingParameters = trackingParameters.map { $0.lowercased() }
        self.redirectors = redirectors
        self.suffixes = suffixes
    }

    /// The names in a tracking-parameter file: one a line, `#` comments.
    public static func names(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The link without its redirectors and tracking parameters; `original` is set only when that changed it.
    public func clean(_ href: String) -> CleanedLink {
        var current = href
        for _ in 0..<Self.maximumUnwraps {
            guard let target = unwrap(current) else { break }
            current = target
        }
        current = removingTracking(from: current)
        return current == href ? CleanedLink(href: href) : CleanedLink(href: current, original: href)
    }

    /// Whether a query parameter only tracks.
    public func isTracking(_ name: String) -> Bool {
        let lower = (name.removingPercentEncoding ?? name).lowercased()
        return trackingParameters.contains { rule in
            rule.hasSuffix("*") ? lower.hasPrefix(rule.dropLast()) : lower == rule
        }
    }

    /// The redirector's target when `href` is a known redirector carrying an http(s) target.
    func unwrap(_ href: String) -> String? {
        let parts = LinkParts(href)
        guard let host = parts.address.host.map(HostName.normalized), let query = parts.query,
            parts.address.scheme == "http" || parts.address.scheme == "https",
            let redirector = redirectors.first(where: { $0.matches(host: host, path: parts.path, suffixes: suffixes) })
        else { return nil }
        for field in query.split(separator: "&") {
            let pair = field.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, redirector.parameters.contains(String(pair[0])),
                let target = String(pair[1]).removingPercentEncoding
            else { continue }
            let address = LinkAddress(target)
            if address.scheme == "http" || address.scheme == "https", address.host != nil,
                !target.contains(where: { $0.isWhitespace })
            {
                return target
            }
        }
        return nil
    }

    /// `href` without tracking parameters; the same text when it has none.
    func removingTracking(from href: String) -> String {
        let parts = LinkParts(href)
        guard parts.address.scheme == "http" || parts.address.scheme == "https", let query = parts.query else {
            return href
        }
        let fields = query.split(separator: "&", omittingEmptySubsequences: false)
        let kept = fields.filter { !isTracking(String($0.prefix { $0 != "=" })) }
        guard kept.count != fields.count else { return href }
        let newQuery = kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
        return String(parts.beforeQuery) + newQuery + (parts.fragment.map { "#" + $0 } ?? "")
    }
}

/// A link after ``LinkCleaner``: where it goes, and what it said before when that changed.
public struct CleanedLink: Hashable, Sendable {
    /// The address to open: the original without tracking parameters, or a redirector's target.
    public var href: String
    /// The address as the content wrote it, or nil when nothing was cleaned (then `href` is it, byte for byte).
    public var original: String?

    /// A cleaned link; `original` is nil when cleaning changed nothing.
    public init(href: String, original: String? = nil) {
        self.href = href
        self.original = original
    }
}
