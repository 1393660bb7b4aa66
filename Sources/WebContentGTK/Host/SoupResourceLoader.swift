#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
public import WebContentCore

/// The loader of `RemoteContentPolicy.proxy` on Linux: fetches a remote resource with libsoup (the HTTP library
/// WebKitGTK loads anyway) and hands the page its bytes, so WebKit's own network never reaches the content's server.
///
/// A request carries no cookie, no referrer and no language, and only a resource of an accepted type comes back
/// (images by default): any other type, a status other than 2xx, more than ``Limits/bytes`` or longer than
/// ``Limits/time`` answers nil, and the page shows the resource as missing. With `proxy` (a service's egress gate)
/// every connection, each redirect's included, is made through it, so it passes the same checks as the engine's
/// own loads.
@GLibActor
public final class SoupResourceLoader: ContentResourceProvider {
    /// What one fetch may bring back.
    public struct Limits: Sendable {
        /// The most bytes a resource may have.
        public var bytes = 10 << 20
        /// The longest one fetch may take, from its request to its last byte.
        public var time = Duration.seconds(15)
        /// The MIME types handed to the page, as prefixes (`image/` is every image type).
        public var types = ["image/"]
        /// Connections open at once (2 to one host, libsoup's own rule); further fetches wait for one, and that
        /// wait counts against ``time``, so a page of ten thousand images costs at most this many connections for
        /// 15 seconds, also after its render ended.
        public var connections = 10

        /// Images only, at most 10 MiB and 15 seconds each, 10 connections at once.
        public init() {}
    }

    /// The HTTP proxy every connection goes through (`http://127.0.0.1:PORT`); nil: direct.
    public nonisolated let proxy: String?
    /// The bounds of each fetch.
    public nonisolated let limits: Limits
    /// Made on first use, on the GLib thread whose main context runs its I/O.
    private var session: OpaquePointer?

    /// A loader connecting through `proxy` (nil: directly) within `limits`.
    public nonisolated init(proxy: String? = nil, limits: Limits = Limits()) {
        self.proxy = proxy
        self.limits = limits
    }

    isolated deinit {
        guard let session else { return }
        soup_session_abort(Self.typed(session))
        g_object_unref(UnsafeMutableRawPointer(session))
    }

    /// The resource at `url` (http or https), or nil when its type is not accepted, or it is too large, too slow or
    /// unreachable.
    public func resource(for url: URL) async -> ContentResource? {
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            let message = soup_message_new("GET", url.absoluteString)
        else { return nil }
        let headers = soup_message_get_request_headers(message)
        soup_message_headers_replace(
            headers, "Accept", limits.types.map { $0.hasSuffix("/") ? $0 + "*" : $0 }.joined(separator: ", "))
        let session = openSession()
        let limits = limits
        return await withCheckedContinuation { continuation in
            SoupResourceFetch(session: session, message: message, limits: limits, continuation: continuation).start()
        }
    }

    private func openSession() -> OpaquePointer {
        if let session { return session }
        let made = wck_soup_session_new(guint(max(1, limits.connections)), 2)!
        // No cookie jar and no Accept-Language: the content's servers learn nothing of who renders.
        soup_session_set_user_agent(made, "webcontent-image-proxy")
        // Each read or write; the fetch's own deadline bounds the whole.
        soup_session_set_timeout(made, guint(max(1, limits.time.components.seconds)))
        if let proxy {
            let resolver = g_simple_proxy_resolver_new(proxy, nil)
            soup_session_set_proxy_resolver(made, resolver)
            g_object_unref(UnsafeMutableRawPointer(resolver))
        }
        let opaque = OpaquePointer(made)
        session = opaque
        return opaque
    }

    nonisolated static func typed(_ session: OpaquePointer) -> UnsafeMutablePointer<SoupSession> {
        UnsafeMutablePointer(session)
    }
}

/// One resource's fetch: its request sent, then its body read in chunks, retained until it answers.
///
/// It answers once, from a libsoup callback; the deadline only cancels what is in flight, whose callback then
/// answers nil, so no callback ever runs after the fetch let go of itself.
@GLibActor
private final class SoupResourceFetch {
    private let session: OpaquePointer
    private let message: OpaquePointer
    private let limits: SoupResourceLoader.Limits
    private let continuation: CheckedContinuation<ContentResource?, Never>
    private let cancellable = g_cancellable_new()!
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var mimeType = ""
    private var body = Data()
    private var deadline: guint = 0
    private var deadlinePassed = false
    private var box: UnsafeMutableRawPointer?

    init(
        session: OpaquePointer, message: OpaquePointer, limits: SoupResourceLoader.Limits,
        continuation: CheckedContinuation<ContentResource?, Never>
    ) {
        g_object_ref(UnsafeMutableRawPointer(session))
        (self.session, self.message, self.limits, self.continuation) = (session, message, limits, continuation)
    }

    func start() {
        box = Unmanaged.passRetained(self).toOpaque()
        deadline = GLibTimer.schedule(after: limits.time) { [weak self] in
            guard let self else { return }
            deadlinePassed = true
            g_cancellable_cancel(cancellable)
        }
        soup_session_send_async(
            SoupResourceLoader.typed(session), message, G_PRIORITY_DEFAULT, cancellable,
            { _, result, data in GLibActor.assumeIsolated { SoupResourceFetch.from(data).sent(result) } }, box)
    }

    private static func from(_ data: gpointer?) -> SoupResourceFetch {
        Unmanaged<SoupResourceFetch>.fromOpaque(data!).takeUnretainedValue()
    }

    private func sent(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let stream = soup_session_send_finish(SoupResourceLoader.typed(session), result, &error)
        guard error == nil, let stream else {
            g_clear_error(&error)
            return finish(nil)
        }
        self.stream = stream
        let status = Int(soup_message_get_status(message).rawValue)
        let headers = soup_message_get_response_headers(message)
        let type = soup_message_headers_get_content_type(headers, nil).map { String(cString: $0) } ?? ""
        let length = soup_message_headers_get_content_length(headers)
        // The page gets what it may show or nothing: a page or a script behind an image's URL is never handed over.
        guard (200..<300).contains(status), limits.types.contains(where: type.lowercased().hasPrefix),
            length <= limits.bytes
        else { return finish(nil) }
        mimeType = type.lowercased()
        readNext()
    }

    private func readNext() {
        g_input_stream_read_bytes_async(
            stream, 64 << 10, G_PRIORITY_DEFAULT, cancellable,
            { _, result, data in GLibActor.assumeIsolated { SoupResourceFetch.from(data).read(result) } }, box)
    }

    private func read(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_input_stream_read_bytes_finish(stream, result, &error), error == nil else {
            g_clear_error(&error)
            return finish(nil)
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else {
            return finish(ContentResource(data: body, mimeType: mimeType))
        }
        body.append(data.assumingMemoryBound(to: UInt8.self), count: size)
        guard body.count <= limits.bytes else { return finish(nil) }
        readNext()
    }

    private func finish(_ resource: ContentResource?) {
        if !deadlinePassed { GLibTimer.cancel(deadline) }
        if let stream { g_object_unref(UnsafeMutableRawPointer(stream)) }
        g_object_unref(UnsafeMutableRawPointer(message))
        g_object_unref(UnsafeMutableRawPointer(cancellable))
        g_object_unref(UnsafeMutableRawPointer(session))
        continuation.resume(returning: resource)
        if let box { Unmanaged<SoupResourceFetch>.fromOpaque(box).release() }
        box = nil
    }
}
#endif
