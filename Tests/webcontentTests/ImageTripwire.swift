#if os(Linux)
import FlyingFox
import Foundation
import WebContentConformance

/// A loopback origin that serves a PNG to every request and counts them: the reader's remote images.
final class ImageTripwire: Sendable {
    let port: UInt16
    private let server: HTTPServer
    private let counter: Counter

    /// Counts requests across the server's tasks.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    init() async throws {
        let counter = Counter()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("*") { _ in
            counter.increment()
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "image/png", HTTPHeader("Cache-Control"): "no-store"],
                body: LoopbackURLs.png)
        }
        Task { try? await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            await server.stop()
            throw TripwireUnavailable()
        }
        self.port = port
        self.server = server
        self.counter = counter
    }

    var count: Int { counter.count }

    func stop() async { await server.stop() }
}
#endif

/// The tripwire server got no loopback IPv4 address.
struct TripwireUnavailable: Error {}
