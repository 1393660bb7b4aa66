#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

/// Writes the core's ``ServedResponse`` into a custom-scheme request: the one response shape both of our schemes
/// send.
enum SchemeResponse {
    /// Finishes `request` with `served`: its status, its type (the length is the body's) and its headers.
    static func finish(_ request: OpaquePointer, with served: ServedResponse) {
        let gbytes = served.body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let stream = g_memory_input_stream_new_from_bytes(gbytes)
        g_bytes_unref(gbytes)
        let response = webkit_uri_scheme_response_new(stream, gint64(served.body.count))
        g_object_unref(stream)
        webkit_uri_scheme_response_set_status(response, guint(served.status), served.reason)
        webkit_uri_scheme_response_set_content_type(response, served.contentType)
        if !served.headers.isEmpty {
            let list = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
            for header in served.headers { soup_message_headers_append(list, header.name, header.value) }
            // The response takes ownership of the headers.
            webkit_uri_scheme_response_set_http_headers(response, list)
        }
        webkit_uri_scheme_request_finish_with_response(request, response)
        g_object_unref(UnsafeMutableRawPointer(response))
    }

    /// Ends `request` as cancelled (GIO's cancellation, which the engine's load reports take for one).
    static func cancelled(_ request: OpaquePointer) {
        let error = g_error_new_literal(g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue), "cancelled")
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }

    /// Finishes `request` with a 404 error in `domain`.
    static func notFound(_ request: OpaquePointer, domain: StaticString) {
        let error = g_error_new_literal(g_quark_from_static_string(domain.utf8Start), 404, "not found")
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }
}
#endif
