#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

/// The `webcontent:` URI scheme that serves untrusted documents with a real Content-Security-Policy header.
///
/// A CSP in a `<meta>` tag is weaker (no frame-ancestors, and it applies only after the parser met it), so the
/// document comes from this handler as an HTTP-like response. URIs are `webcontent://document/<host>/<serial>`;
/// each is answered only for the view of the host that issued it, and only for its latest load.
@GLibActor
enum ContentScheme {
    static let name = "webcontent"

    /// The URI of a host's load number `serial`.
    static func uri(host: UInt64, serial: UInt64) -> String { "\(name)://document/\(host)/\(serial)" }

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
        let parts = uri.split(separator: "/")
        guard parts.count == 4, parts[1] == "document", let id = UInt64(parts[2]),
            let host = WebKitEnvironment.shared.hosts.host(id), UnsafeMutableRawPointer(host.view) == view,
            let document = host.servedDocument, document.uri == uri
        else {
            SchemeResponse.notFound(request, domain: "webcontent-scheme")
            return
        }
        respond(request, html: document.html, contentSecurityPolicy: document.contentSecurityPolicy)
    }

    private static func respond(_ request: OpaquePointer, html: String, contentSecurityPolicy: String) {
        SchemeResponse.finish(
            request, bytes: Array(html.utf8), contentType: "text/html; charset=utf-8",
            headers: [
                ("Content-Security-Policy", contentSecurityPolicy), ("X-Content-Type-Options", "nosniff"),
                ("Referrer-Policy", "no-referrer"),
            ])
    }
}
#endif
