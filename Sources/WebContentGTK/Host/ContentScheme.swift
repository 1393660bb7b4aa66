#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

/// The `webcontent:` URI scheme that serves untrusted documents with a real Content-Security-Policy header.
///
/// Every view shares the one handler: an address names its host (``ServedDocument``), and is answered only for
/// that host's view, and only by what the core's ``ServedDocument`` answers for it.
@GLibActor
enum ContentScheme {
    static let name = ServedDocument.scheme

    static func register(on context: OpaquePointer) {
        webkit_web_context_register_uri_scheme(
            context, name,
            { request, _ in GLibActor.assumeIsolated { ContentScheme.serve(request) } },
            nil, nil)
        // Treat it like https for mixed-content rules, but give it no special powers (not local, not CORS-enabled).
        webkit_security_manager_register_uri_scheme_as_secure(webkit_web_context_get_security_manager(context), name)
        // The attachment and proxy schemes live on the same context (registered once, with it).
        ResourceScheme.register(on: context)
    }

    private static func serve(_ request: OpaquePointer?) {
        guard let request else { return }
        let uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
        let view = UnsafeMutableRawPointer(webkit_uri_scheme_request_get_web_view(request))
        guard let id = ServedDocument.host(of: uri), let host = WebKitEnvironment.shared.hosts.host(id),
            UnsafeMutableRawPointer(host.view) == view
        else {
            SchemeResponse.notFound(request, domain: "webcontent-scheme")
            return
        }
        guard let response = host.session.serve(uri) else {
            // Another document of this view's: an older load's navigation, which a newer load replaced. Its
            // failure is a cancellation, so it cannot fail the load now waiting.
            SchemeResponse.cancelled(request)
            return
        }
        SchemeResponse.finish(request, with: response)
    }
}
#endif
