import Foundation

/// Known tracking hosts and their vendors (`Resources/trackers.txt`): names the trackers a render
/// blocked, and the links that go through a click-tracking redirect.
public struct TrackerDirectory: Sendable {
    /// One line of the list.
    struct Entry: Sendable {
        let host: String
        /// A path prefix ("/tr"), or "" for the whole host.
        let path: String
        let kinds: Set<ContentTracker.Kind>
        let vendor: String
    }

    let entries: [Entry]

    /// The package's list.
    public static let shared = TrackerDirectory(text: LinkLists.text("trackers.txt"))

    /// Reads lines of `host[/path] kinds vendor`; `#` comments and blank lines are skipped.
    public init(text: String) {
        entries = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, !line.hasPrefix("#") else { return nil }
            let slash = fields[0].firstIndex(of: "/")
            let kinds = Set(fields[1].split(separator: ",").compactMap { ContentTracker.Kind(rawValue: String($0)) })
            return Entry(
                host: String(fields[0][..<(slash ?? fields[0].endIndex)]).lowercased(),
                path: slash.map { String(fields[0][$0...]) } ?? "", kinds: kinds, vendor: fields[2])
        }
    }

    /// The vendor of `host` (and `path`) for a tracker of `kind`, or nil when the list does not know it.
    public func vendor(host: String, path: String = "", kind: ContentTracker.Kind) -> String? {
        entry(host: host, path: path) { $0.kinds.contains(kind) || kind == .css && $0.kinds.contains(.pixel) }?
            .vendor
    }

    /// Whether the list knows `host` as a tracker of any kind (the sanitizer's own list is a part of it).
    func knows(_ host: String) -> Bool {
        entry(host: host, path: "") { _ in true } != nil
    }

    private func entry(host: String, path: String, where accepts: (Entry) -> Bool) -> Entry? {
        let host = host.lowercased()
        return entries.first { entry in
            (host == entry.host || host.hasSuffix("." + entry.host))
                && (entry.path.isEmpty || path.lowercased().hasPrefix(entry.path)) && accepts(entry)
        }
    }

    /// The click-tracking trackers among links' `addresses` as their authors wrote them: one per host.
    public func linkTrackers(_ addresses: [String]) -> [ContentTracker] {
        var seen = Set<String>()
        return addresses.compactMap { address in
            guard let components = URLComponents(string: address), let host = components.host,
                let vendor = vendor(host: host, path: components.path, kind: .link), seen.insert(host).inserted
            else { return nil }
            return ContentTracker(host: host, vendor: vendor, kind: .link)
        }
    }
}

/// A tracker in the content: blocked (a pixel or a CSS image), or a link through a click-tracking host.
public struct ContentTracker: Hashable, Sendable, Codable {
    /// How the tracker was found.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// An image the sanitizer blocked as a tracker (a known host, or a pixel-sized image).
        case pixel
        /// A CSS image or import naming a tracker.
        case css
        /// A link that goes through a click-tracking redirect.
        case link
    }

    /// The tracker's host.
    public var host: String
    /// Nil when the list does not know the host (a pixel-sized image from anywhere).
    public var vendor: String?
    /// How the tracker was found.
    public var kind: Kind

    /// A tracker on `host`, run by `vendor`, found as `kind`.
    public init(host: String, vendor: String?, kind: Kind) {
        self.host = host
        self.vendor = vendor
        self.kind = kind
    }
}
