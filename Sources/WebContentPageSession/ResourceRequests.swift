package import Foundation
package import WebContentCore

/// The `cid:` and proxy-scheme requests an engine is answering from its ``ContentResourceProvider``, so that a
/// request the engine stopped is never answered (WebKit raises an exception when a stopped task is touched).
@MainActor
package final class ResourceRequests<Request: AnyObject> {
    /// The schemes answered from the provider: attachments and proxied remote images.
    package nonisolated static var schemes: [String] { ["cid", ContentSecurityPolicy.defaultProxyScheme] }

    private var live: [ObjectIdentifier: Request] = [:]

    package init() {}

    /// The URL the provider is asked for: the original remote URL for a proxied one, the `cid:` URL as it is.
    package nonisolated static func providerURL(for uri: String) -> URL? {
        let proxy = ContentSecurityPolicy.defaultProxyScheme + ":"
        if uri.lowercased().hasPrefix(proxy) {
            return String(uri.dropFirst(proxy.count)).removingPercentEncoding.flatMap { URL(string: $0) }
        }
        return URL(string: uri)
    }

    /// Records a started request.
    package func started(_ request: Request) {
        live[ObjectIdentifier(request)] = request
    }

    /// Starts `request` and asks `provider` for `url`: `answer` gets the response to write (nil: not found), unless
    /// the engine stopped the request meanwhile, or every request was forgotten.
    package func serve(
        _ request: Request, url: URL, from provider: any ContentResourceProvider,
        answer: @escaping @MainActor (ServedResponse?) -> Void
    ) {
        started(request)
        Task { [weak self] in
            let resource = await provider.resource(for: url)
            guard let self, self.finish(request) else { return }
            answer(resource.map(ServedResponse.resource))
        }
    }

    /// Records that the engine stopped a request: nothing may answer it any more.
    package func stopped(_ request: Request) {
        live[ObjectIdentifier(request)] = nil
    }

    /// Takes a request out for answering: false when it was stopped (or never started, or already answered).
    package func finish(_ request: Request) -> Bool {
        live.removeValue(forKey: ObjectIdentifier(request)) != nil
    }

    /// Forgets every request (the engine is closing; WebKit stops its tasks itself).
    package func removeAll() {
        live = [:]
    }

    package var count: Int { live.count }
}
