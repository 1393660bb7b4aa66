#if canImport(CWebKitGTK)
import CWebKitGTK

/// The process-wide WebKit state every host shares, in one place: one web context with the content URI schemes
/// registered, one ephemeral network session (untrusted content leaves no disk state), and the registry of live
/// hosts those schemes answer for.
@GLibActor
final class WebKitEnvironment {
    static let shared = WebKitEnvironment()

    let context: OpaquePointer
    let session: OpaquePointer
    let hosts = HostRegistry()

    private init() {
        context = webkit_web_context_new()
        session = webkit_network_session_new_ephemeral()
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER)
        ContentScheme.register(on: context)
    }
}
#endif
