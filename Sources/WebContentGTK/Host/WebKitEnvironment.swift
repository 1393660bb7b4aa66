#if canImport(CWebKitGTK)
import CWebKitGTK
import Synchronization

/// The process-wide WebKit state every host shares, in one place: one web context with the content URI schemes
/// registered, one ephemeral network session (untrusted content leaves no disk state), and the registry of live
/// hosts those schemes answer for.
@GLibActor
final class WebKitEnvironment {
    static let shared = WebKitEnvironment()

    /// Each web process's memory bound in MiB (0: none), and whether the environment was made with it already.
    private nonisolated static let memoryLimit = Mutex<(mib: UInt32, fixed: Bool)>((0, false))

    /// Sets the bound the context will give its web processes; false once the context exists (it is fixed then).
    nonisolated static func setWebProcessMemoryLimit(_ mib: UInt32) -> Bool {
        memoryLimit.withLock { limit in
            guard !limit.fixed else { return false }
            limit.mib = mib
            return true
        }
    }

    let context: OpaquePointer
    let session: OpaquePointer
    let hosts = HostRegistry()

    private init() {
        context = wck_web_context_new(
            Self.memoryLimit.withLock { limit in
                limit.fixed = true
                return limit.mib
            })
        session = webkit_network_session_new_ephemeral()
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER)
        ContentScheme.register(on: context)
    }
}
#endif
