internal import CWebKitGTK
import Foundation
import WebContentGTK

/// One WebKitGTK filter store call (save or remove), answered once from its GLib callback.
final class FilterStoreCall: @unchecked Sendable {
    let finish: @Sendable (Result<FilterHandle?, any Error>) -> Void
    let store: OpaquePointer

    private init(store: OpaquePointer, finish: @escaping @Sendable (Result<FilterHandle?, any Error>) -> Void) {
        self.store = store
        self.finish = finish
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(store)) }

    /// Compiles `source` under `identifier` in the store at `path`.
    @GLibActor
    static func save(
        path: String, identifier: String, source: String,
        _ finish: @escaping @Sendable (Result<FilterHandle?, any Error>) -> Void
    ) {
        let call = FilterStoreCall(store: webkit_user_content_filter_store_new(path)!, finish: finish)
        let bytes = Array(source.utf8).withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        webkit_user_content_filter_store_save(
            call.store, identifier, bytes, nil,
            { _, result, data in
                let call = Unmanaged<FilterStoreCall>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                if let filter = webkit_user_content_filter_store_save_finish(call.store, result, &error) {
                    call.finish(.success(FilterHandle(filter)))
                } else {
                    call.finish(.failure(FilterStoreCall.failure(error)))
                }
            }, Unmanaged.passRetained(call).toOpaque())
        g_bytes_unref(bytes)
    }

    /// Removes `identifier` from the store at `path`.
    @GLibActor
    static func remove(
        path: String, identifier: String, _ finish: @escaping @Sendable (Result<FilterHandle?, any Error>) -> Void
    ) {
        let call = FilterStoreCall(store: webkit_user_content_filter_store_new(path)!, finish: finish)
        webkit_user_content_filter_store_remove(
            call.store, identifier, nil,
            { _, result, data in
                let call = Unmanaged<FilterStoreCall>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                if webkit_user_content_filter_store_remove_finish(call.store, result, &error) != 0 {
                    call.finish(.success(nil))
                } else {
                    call.finish(.failure(FilterStoreCall.failure(error)))
                }
            }, Unmanaged.passRetained(call).toOpaque())
    }

    /// WebKitGTK's error as the WKErrorDomain error Apple's store throws (code 6: compilation failed).
    static func failure(_ error: UnsafeMutablePointer<GError>?) -> NSError {
        defer { if let error { g_error_free(error) } }
        let message = error?.pointee.message.map { String(cString: $0) } ?? "the content rule list store failed"
        return NSError(domain: WKErrorDomain, code: 6, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
