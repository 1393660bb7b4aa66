import Foundation

/// The `cid:` and proxy-scheme requests an engine is answering from its ``ContentResourceProvider``, so that a
/// request the engine stopped is never answered (WebKit raises an exception when a stopped task is touched).
@MainActor
package final class ResourceRequests<Task: AnyObject> {
    /// The schemes answered from the provider: attachments and proxied remote images.
    package nonisolated static var schemes: [String] { ["cid", ContentSecurityPolicy.defaultProxyScheme] }

    private var live: [ObjectIdentifier: Task] = [:]

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
    package func started(_ task: Task) {
        live[ObjectIdentifier(task)] = task
    }

    /// Records that the engine stopped a request: nothing may answer it any more.
    package func stopped(_ task: Task) {
        live[ObjectIdentifier(task)] = nil
    }

    /// Takes a request out for answering: false when it was stopped (or never started, or already answered).
    package func finish(_ task: Task) -> Bool {
        live.removeValue(forKey: ObjectIdentifier(task)) != nil
    }

    /// Forgets every request (the engine is closing; WebKit stops its tasks itself).
    package func removeAll() {
        live = [:]
    }

    package var count: Int { live.count }
}
