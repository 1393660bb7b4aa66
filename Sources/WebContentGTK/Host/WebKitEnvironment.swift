#if canImport(CWebKitGTK)
import CWebKitGTK

/// The process-wide WebKit objects every host shares: one web context (so views share web processes) with
/// the content URI scheme registered, and one ephemeral network session (untrusted content leaves no disk state).
@GLibActor
final class WebKitEnvironment {
    static let shared = WebKitEnvironment()

    let context: OpaquePointer
    let session: OpaquePointer

    private init() {
        context = webkit_web_context_new()
        session = webkit_network_session_new_ephemeral()
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER)
        ContentScheme.register(on: context)
    }
}
#endif
