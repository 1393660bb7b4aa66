public import WebContentLinks

/// What the sanitizer did to untrusted content on its way into the page: what it removed, and the remote loads it
/// stopped or let through (the insert step's answer).
public struct SanitizerReport: PageFeatureReport {
    /// What the sanitizer removed.
    public struct Removed: Hashable, Sendable, Codable {
        /// Elements removed.
        public var elements = 0
        /// Attributes removed from elements that were kept.
        public var attributes = 0
        /// URLs removed from attributes and CSS.
        public var urls = 0

        /// Nothing removed.
        public init() {}
    }

    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.sanitizer

    /// What it removed from the content.
    public var removed = Removed()
    /// Remote loads it stopped, tracking pixels included.
    public var remoteBlocked = 0
    /// Of ``remoteBlocked``, the tracking pixels.
    public var trackersBlocked = 0
    /// The trackers it blocked, by host, vendor and kind (pixels and CSS images).
    public var trackers: [ContentTracker] = []
    /// Remote references the policy let load (or handed to the proxy).
    public var remoteAllowed = 0
    /// Inline (`data:`, `cid:`) images withheld because the configuration withholds them (junk).
    public var inlineImagesWithheld = 0

    /// A report of nothing removed and nothing remote.
    public init() {}

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let inserted = report.value(of: RenderStepName.insertContent), let remote = inserted["remote"] else {
            return nil
        }
        removed = (try? inserted["removed"]?.decode(Removed.self)) ?? Removed()
        remoteBlocked = remote["blocked"]?.intValue ?? 0
        trackersBlocked = remote["trackers"]?.intValue ?? 0
        remoteAllowed = remote["allowed"]?.intValue ?? 0
        inlineImagesWithheld = remote["inlineWithheld"]?.intValue ?? 0
        trackers = Self.trackers(remote["trackerList"])
    }

    /// The blocked trackers (`[{host, kind, path}]`), named by WebContentLinks' `TrackerDirectory`.
    static func trackers(_ value: JSONValue?) -> [ContentTracker] {
        (value?.arrayValue ?? []).compactMap { entry in
            guard let host = entry["host"]?.stringValue,
                let kind = entry["kind"]?.stringValue.flatMap(ContentTracker.Kind.init(rawValue:))
            else { return nil }
            let path = entry["path"]?.stringValue ?? ""
            let vendor = TrackerDirectory.shared.vendor(host: host, path: path, kind: kind)
            return ContentTracker(host: host, vendor: vendor, kind: kind)
        }
    }
}
