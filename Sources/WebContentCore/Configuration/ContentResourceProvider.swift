import Foundation

/// Answers the content's `cid:` references (e-mail attachments) and, under ``RemoteContentPolicy/proxy``, its
/// remote images: the engine asks it instead of the network.
///
/// For a proxied image the URL passed is the original remote URL (the `wck-proxy:` prefix removed and decoded);
/// for an attachment it is the `cid:` URL. Returning nil answers the engine with a not-found error.
public protocol ContentResourceProvider: Sendable {
    func resource(for url: URL) async -> ContentResource?
}

/// The bytes of one resource and their MIME type (such as `image/png`).
public struct ContentResource: Hashable, Sendable {
    public var data: Data
    public var mimeType: String

    public init(data: Data, mimeType: String) {
        self.data = data
        self.mimeType = mimeType
    }
}
