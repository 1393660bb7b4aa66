public import Foundation
public import WebContentCore

/// A `ContentResourceProvider` (WebContentCore) answering `cid:` URLs from the inline parts of the message shown now,
/// and any other URL (a proxied remote image) from the provider it was given for those.
///
/// An engine takes its provider once, at creation, and a warm engine renders message after message: so the
/// provider stays and its parts are swapped before each render. It counts the distinct parts it served since
/// the last swap, which tells a report how many `cid:` images the page really loaded.
public final class MailPartStore: ContentResourceProvider, @unchecked Sendable {
    // Guarded by `lock`: the engine asks from any task while the owner swaps parts between renders.
    private let lock = NSLock()
    private var parts: [MailPart] = []
    private var served: Set<String> = []
    /// What answers the URLs that are not `cid:` (under the proxy policy, remote images); nil: nothing does.
    public let remote: (any ContentResourceProvider)?

    /// A store serving `parts` (none: swap them in with ``replace(with:)`` before each message), and handing every
    /// other URL to `remote`.
    public init(parts: [MailPart] = [], remote: (any ContentResourceProvider)? = nil) {
        self.parts = parts
        self.remote = remote
    }

    /// Serves `parts` from now on (an empty array: nothing) and resets the served count.
    public func replace(with parts: [MailPart]) {
        lock.withLock {
            self.parts = parts
            served = []
        }
    }

    /// The distinct Content-IDs served since the last ``replace(with:)``.
    public var servedContentIDs: Set<String> {
        lock.withLock { served }
    }

    /// The part a `cid:` URL names (exactly, else without case), counted as served; any other URL is `remote`'s.
    public func resource(for url: URL) async -> ContentResource? {
        guard url.scheme?.lowercased() == "cid" else { return await remote?.resource(for: url) }
        let wanted = MailPart.normalizedContentID(url.absoluteString)
        return lock.withLock {
            guard
                let part = parts.first(where: { $0.contentID == wanted })
                    ?? parts.first(where: { $0.contentID.lowercased() == wanted.lowercased() })
            else { return nil }
            served.insert(part.contentID)
            return ContentResource(data: part.data, mimeType: part.mimeType)
        }
    }
}
