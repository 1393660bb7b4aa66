#if canImport(CWebKitGTK)
import CWebKitGTK

/// Answers a custom-scheme request with bytes: the one response shape both of our schemes send.
enum SchemeResponse {
    /// Finishes `request` with a 200 carrying `bytes` as `contentType`, plus `headers` when given.
    static func finish(
        _ request: OpaquePointer, bytes: [UInt8], contentType: String, headers: [(String, String)] = []
    ) {
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let stream = g_memory_input_stream_new_from_bytes(gbytes)
        g_bytes_unref(gbytes)
        let response = webkit_uri_scheme_response_new(stream, gint64(bytes.count))
        g_object_unref(stream)
        webkit_uri_scheme_response_set_status(response, 200, "OK")
        webkit_uri_scheme_response_set_content_type(response, contentType)
        if !headers.isEmpty {
            let list = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
            for (name, value) in headers { soup_message_headers_append(list, name, value) }
            // The response takes ownership of the headers.
            webkit_uri_scheme_response_set_http_headers(response, list)
        }
        webkit_uri_scheme_request_finish_with_response(request, response)
        g_object_unref(UnsafeMutableRawPointer(response))
    }

    /// Finishes `request` with a 404 error in `domain`.
    static func notFound(_ request: OpaquePointer, domain: StaticString) {
        let error = g_error_new_literal(g_quark_from_static_string(domain.utf8Start), 404, "not found")
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }
}
#endif
