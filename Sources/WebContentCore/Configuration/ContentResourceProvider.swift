public import Foundation

/// Answers the content's `cid:` references (e-mail attachments) and, under ``RemoteContentPolicy/proxy``, its
/// remote images: the engine asks it instead of the network.
///
/// For a proxied image the URL passed is the original remote URL (the `wck-proxy:` prefix removed and decoded);
/// for an attachment it is the `cid:` URL. Returning nil answers the engine with a not-found error.
public protocol ContentResourceProvider: Sendable {
    /// The resource at `url` (a `cid:` URL, or a proxied image's original URL); nil when there is none.
    func resource(for url: URL) async -> ContentResource?
}

/// The bytes of one resource and their MIME type (such as `image/png`).
public struct ContentResource: Hashable, Sendable {
    /// The resource's bytes.
    public var data: Data
    /// The MIME type the engine is told, such as `image/png`.
    public var mimeType: String

    /// A resource of `data` of the type `mimeType`.
    public init(data: Data, mimeType: String) {
        self.data = data
        self.mimeType = mimeType
    }
}
