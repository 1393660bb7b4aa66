import Foundation
import WebContentCore
import WebContentGTK

/// What a message in the reader loads besides itself: its `cid:` parts, and the remote images a person chose to
/// see ("Show remote content" shows them in place through the proxy scheme), fetched by the reader.
///
/// The engine never reaches the network for content: the reader's `SoupResourceLoader` fetches each image or
/// media file itself, without cookies, a cache or a referrer, at most 16 MiB in 15 seconds.
struct ReaderResourceProvider: ContentResourceProvider {
    /// The message's own parts (its `cid:` URLs), as the app that read it provides them.
    let parts: (any ContentResourceProvider)?

    /// One loader for every message of the reader: its connections are kept between them.
    private static let remote: SoupResourceLoader = {
        var limits = SoupResourceLoader.Limits()
        limits.bytes = 16 << 20
        limits.types = ["image/", "video/", "audio/"]
        return SoupResourceLoader(limits: limits)
    }()

    func resource(for url: URL) async -> ContentResource? {
        if url.scheme == "cid" { return await parts?.resource(for: url) }
        return await Self.remote.resource(for: url)
    }
}
