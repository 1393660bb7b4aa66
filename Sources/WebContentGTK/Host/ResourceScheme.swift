#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

/// The `cid:` and `wck-proxy:` URI schemes: their requests are answered by the engine's
/// ``ContentResourceProvider`` (attachments, and remote images under the proxy policy), never by the network.
///
/// A request is answered only for a view whose engine has a provider; anything else, or a provider's nil,
/// gets a not-found error. The provider is asked off the GLib thread; the answer is written back on it.
@GLibActor
enum ResourceScheme {
    static let schemes = ResourceRequests<AnyObject>.schemes

    static func register(on context: OpaquePointer) {
        let security = webkit_web_context_get_security_manager(context)
        for scheme in schemes {
            webkit_web_context_register_uri_scheme(
                context, scheme,
                { request, _ in GLibActor.assumeIsolated { ResourceScheme.serve(request) } },
                nil, nil)
            // Like the content scheme: secure (no mixed-content block from a webcontent: page), nothing more.
            webkit_security_manager_register_uri_scheme_as_secure(security, scheme)
        }
    }

    private static func serve(_ request: OpaquePointer?) {
        guard let request else { return }
        let uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
        let view = webkit_uri_scheme_request_get_web_view(request)
        let hosts = WebKitEnvironment.shared.hosts
        guard let host = hosts.host(showing: view), let provider = hosts.provider(for: host.hostID),
            let url = ResourceRequests<AnyObject>.providerURL(for: uri)
        else { return fail(request) }
        g_object_ref(UnsafeMutableRawPointer(request))
        let pending = PendingRequest(request: request)
        Task.detached {
            let resource = await provider.resource(for: url)
            await ResourceScheme.finish(pending, with: resource)
        }
    }

    private static func finish(_ pending: PendingRequest, with resource: ContentResource?) {
        let request = pending.request
        defer { g_object_unref(UnsafeMutableRawPointer(request)) }
        guard let resource else { return fail(request) }
        SchemeResponse.finish(request, with: .resource(resource))
    }

    private static func fail(_ request: OpaquePointer) {
        SchemeResponse.notFound(request, domain: "webcontent-resource")
    }
}

/// A referenced scheme request on its way to the provider and back to the GLib thread, where alone it is used.
private struct PendingRequest: @unchecked Sendable {
    let request: OpaquePointer
}
#endif
