import Foundation

/// The Public Suffix List (ICANN and private sections), for registrable domains: `alice.github.io` and
/// `bob.github.io` are different sites, `a.example.co.uk` and `b.example.co.uk` the same one.
///
/// The list ships as a package resource (`Resources/public_suffix_list.dat`, MPL-2.0; see the README
/// beside it). Rules are kept in their Unicode form, as the list writes them; hosts are compared in that form.
public struct PublicSuffixList: Sendable {
    private let rules: Set<String>
    /// `*.ck` is stored as `ck`: any one label under it is a public suffix.
    private let wildcards: Set<String>
    /// `!www.ck` is stored as `www.ck`: it is not a public suffix, although a wildcard covers it.
    private let exceptions: Set<String>

    /// The list shipped with the package, read once per process.
    public static let shared = PublicSuffixList(text: LinkLists.text("public_suffix_list.dat"))

    /// Reads a list in the publicsuffix.org format: one rule a line, `//` comments, blank lines.
    public init(text: String) {
        var rules = Set<String>()
        var wildcards = Set<String>()
        var exceptions = Set<String>()
        // Lines and rules are cut at ASCII bytes (every process that judges a link reads the whole list first, and
        // cutting its 10,000 lines by Character was most of that); a rule's Unicode labels are kept whole.
        let (space, tab, slash) = (UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"))
        let (newline, carriageReturn) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        for line in text.utf8.split(whereSeparator: { $0 == newline || $0 == carriageReturn }) {
            // A rule ends at the first white space; the rest of the line is ignored.
            let end = line.firstIndex { $0 == space || $0 == tab } ?? line.endIndex
            let bytes = line[..<end]
            guard !bytes.isEmpty, !bytes.starts(with: [slash, slash]) else { continue }
            let lower = String(decoding: bytes, as: UTF8.self).lowercased()
            if lower.hasPrefix("!") {
                exceptions.insert(String(lower.dropFirst()))
            } else if lower.hasPrefix("*.") {
                wildcards.insert(String(lower.dropFirst(2)))
            } else {
                rules.insert(lower)
            }
        }
        self.rules = rules
        self.wildcards = wildcards
        self.exceptions = exceptions
    }

    /// The public suffix of `host` (normalised by ``HostName``); the default rule `*` applies when none matches.
    public func publicSuffix(of host: String) -> String? {
        let labels = HostName.unicodeLabels(of: host)
        guard !labels.isEmpty else { return nil }
        return labels[suffixStart(of: labels)...].joined(separator: ".")
    }

    /// The registrable domain of `host` (its public suffix and one label more), or nil when the host is a
    /// public suffix itself, empty, or not valid.
    public func registrableDomain(of host: String) -> String? {
        let labels = HostName.unicodeLabels(of: host)
        guard !labels.isEmpty else { return nil }
        let start = suffixStart(of: labels)
        guard start > 0 else { return nil }
        return labels[(start - 1)...].joined(separator: ".")
    }

    /// Whether `host` ends in a suffix the list names (not only the default rule `*`).
    public func hasListedSuffix(_ host: String) -> Bool {
        let labels = HostName.unicodeLabels(of: host)
        guard !labels.isEmpty else { return false }
        return (0..<labels.count).contains { matches(labels, from: $0) }
    }

    /// The index of the first label of the public suffix: an exception wins, then the longest rule.
    private func suffixStart(of labels: [String]) -> Int {
        for start in labels.indices where exceptions.contains(labels[start...].joined(separator: ".")) {
            return start + 1
        }
        for start in labels.indices where matches(labels, from: start) {
            return start
        }
        return labels.count - 1
    }

    private func matches(_ labels: [String], from start: Int) -> Bool {
        if rules.contains(labels[start...].joined(separator: ".")) { return true }
        return start + 1 < labels.count && wildcards.contains(labels[(start + 1)...].joined(separator: "."))
    }
}
