#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore

/// The process's live hosts and the resource provider of each, by host id: what the URI schemes answer a view's
/// requests with.
///
/// One registry, held by the process's ``WebKitEnvironment`` with the context the schemes are registered on.
@GLibActor
final class HostRegistry {
    private var hosts: [UInt64: WeakHost] = [:]
    private var providers: [UInt64: any ContentResourceProvider] = [:]
    private var lastID: UInt64 = 0

    /// A host id never given before in this process.
    func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }

    func add(_ host: WebViewHost) { hosts[host.hostID] = WeakHost(host: host) }

    /// Forgets the host and its provider.
    func remove(_ hostID: UInt64) {
        hosts[hostID] = nil
        providers[hostID] = nil
    }

    func host(_ hostID: UInt64) -> WebViewHost? { hosts[hostID]?.host }

    /// The live host whose view is `view`, if any.
    func host(showing view: UnsafeMutablePointer<WebKitWebView>?) -> WebViewHost? {
        guard let view else { return nil }
        return hosts.values.lazy.compactMap(\.host).first { $0.view == view }
    }

    /// Answers the resource requests of host `hostID`'s view with `provider` (nil: none are answered).
    func attach(_ provider: (any ContentResourceProvider)?, to hostID: UInt64) { providers[hostID] = provider }

    func provider(for hostID: UInt64) -> (any ContentResourceProvider)? { providers[hostID] }
}

/// A host the registry does not keep alive: a closed and released host leaves its entry empty.
private struct WeakHost {
    weak var host: WebViewHost?
}
#endif
