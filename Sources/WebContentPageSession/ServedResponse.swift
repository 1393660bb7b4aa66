package import Foundation
package import WebContentCore

/// What a custom-scheme request is answered with, as a neutral value each engine writes into its own response
/// type: the one place that decides status and headers for both engines.
package struct ServedResponse: Hashable, Sendable {
    /// A response header.
    package struct Header: Hashable, Sendable {
        /// The header's name.
        package var name: String
        /// The header's value.
        package var value: String
    }

    /// The HTTP status.
    package var status: Int
    /// The reason phrase that goes with ``status``.
    package var reason: String
    /// The body's media type (with its charset, for text).
    package var contentType: String
    /// The headers besides Content-Type and Content-Length, which every engine sets from ``contentType`` and the
    /// body.
    package var headers: [Header]
    /// The body.
    package var body: Data

    /// An untrusted document: served with its Content-Security-Policy as a real header (a `<meta>` CSP is weaker:
    /// no frame-ancestors, and it applies only after the parser met it), never sniffed, and sending no referrer.
    package static func document(html: String, contentSecurityPolicy: String) -> ServedResponse {
        ServedResponse(
            status: 200, reason: "OK", contentType: "text/html; charset=utf-8",
            headers: [
                Header(name: "Content-Security-Policy", value: contentSecurityPolicy),
                Header(name: "X-Content-Type-Options", value: "nosniff"),
                Header(name: "Referrer-Policy", value: "no-referrer"),
            ],
            body: Data(html.utf8))
    }

    /// A resource from the configuration's ``ContentResourceProvider``, as its declared type and never sniffed.
    package static func resource(_ resource: ContentResource) -> ServedResponse {
        ServedResponse(
            status: 200, reason: "OK", contentType: resource.mimeType,
            headers: [Header(name: "X-Content-Type-Options", value: "nosniff")], body: resource.data)
    }

    /// Every header field, Content-Type and Content-Length included: for engines that take them as one dictionary.
    package var headerFields: [String: String] {
        var fields = ["Content-Type": contentType, "Content-Length": String(body.count)]
        for header in headers { fields[header.name] = header.value }
        return fields
    }
}
