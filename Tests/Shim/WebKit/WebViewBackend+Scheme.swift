internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// Registers `scheme` on the view's own context: its requests go to the configuration's handler.
    func registerScheme(_ scheme: String, on context: OpaquePointer) {
        webkit_web_context_register_uri_scheme(
            context, scheme,
            { request, data in
                let reference = Reference.borrow(data)
                guard let request else { return }
                GLibActor.assumeIsolated { reference.target?.schemeRequested(request) }
            },
            Reference(self).retainedPointer(), { data in Reference.release(data) })
    }

    private func schemeRequested(_ request: OpaquePointer) {
        let uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
        let scheme = webkit_uri_scheme_request_get_scheme(request).map { String(cString: $0) } ?? ""
        guard !isClosed, let url = URL(string: uri) else {
            finishScheme(request, failure: ShimError(domain: NSURLErrorDomain, code: NSURLErrorBadURL, message: uri))
            return
        }
        let method = webkit_uri_scheme_request_get_http_method(request).map { String(cString: $0) } ?? "GET"
        let id = makeID()
        g_object_ref(UnsafeMutableRawPointer(request))
        schemeRequests[id] = request
        report(.schemeTaskStarted(id: id, scheme: scheme, SchemeRequest(url: url, method: method, headers: [:])))
    }

    /// Answers request `id` with what its task gathered: the response's status and headers, and the data.
    func respondScheme(_ id: UInt64, status: Int, mimeType: String?, headers: [String: String], data: Data) {
        guard let request = schemeRequests.removeValue(forKey: id) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(request)) }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        g_bytes_unref(bytes)
        let response = webkit_uri_scheme_response_new(stream, gint64(data.count))
        g_object_unref(UnsafeMutableRawPointer(stream))
        webkit_uri_scheme_response_set_status(response, guint(status), nil)
        if let mimeType { webkit_uri_scheme_response_set_content_type(response, mimeType) }
        let list = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
        for (name, value) in headers { soup_message_headers_append(list, name, value) }
        // The response takes the headers.
        webkit_uri_scheme_response_set_http_headers(response, list)
        webkit_uri_scheme_request_finish_with_response(request, response)
        g_object_unref(UnsafeMutableRawPointer(response))
    }

    /// Fails request `id` with the task's error.
    func failScheme(_ id: UInt64, _ error: ShimError) {
        guard let request = schemeRequests.removeValue(forKey: id) else { return }
        finishScheme(request, failure: error)
        g_object_unref(UnsafeMutableRawPointer(request))
    }

    func finishScheme(_ request: OpaquePointer, failure: ShimError) {
        let error = g_error_new_literal(g_quark_from_string(failure.domain), gint(failure.code), failure.message)
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }
}
