import Foundation
import WebContentCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a message in the reader loads besides itself: its `cid:` parts, and the remote images a person chose to
/// see ("Show remote content" shows them in place through the proxy scheme), fetched by the reader.
///
/// The engine never reaches the network for content: the reader fetches each image itself, without cookies, a
/// cache or a referrer, and answers only with an image or media type, at most 16 MB.
struct ReaderResourceProvider: ContentResourceProvider {
    /// The message's own parts (its `cid:` URLs), as the app that read it provides them.
    let parts: (any ContentResourceProvider)?

    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 15
        return URLSession(configuration: configuration)
    }()

    func resource(for url: URL) async -> ContentResource? {
        if url.scheme == "cid" { return await parts?.resource(for: url) }
        guard url.scheme == "http" || url.scheme == "https",
            let (data, response) = try? await Self.session.data(from: url),
            let http = response as? HTTPURLResponse, http.statusCode == 200, data.count <= 16 << 20,
            let type = http.value(forHTTPHeaderField: "Content-Type")?.split(separator: ";").first
                .map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
            ["image/", "video/", "audio/"].contains(where: type.hasPrefix)
        else { return nil }
        return ContentResource(data: data, mimeType: type)
    }
}
