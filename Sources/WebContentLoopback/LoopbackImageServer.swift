import FlyingFox
public import Foundation
import Synchronization
import WebContentConformance

/// A loopback HTTP origin that answers every request with a small PNG and counts what it received.
///
/// The remote-content tests use it as a tripwire (every request is a remote load that happened), and the benchmark
/// as the origin of the corpus's remote images, so renders under `allow` measure loading images rather than waiting
/// on a network this machine does not have. FlyingFox serves on 127.0.0.1 at an ephemeral port.
public final class LoopbackImageServer: Sendable {
    /// What every request gets back (``LoopbackURLs/png``).
    public static let png = LoopbackURLs.png

    /// One request as it arrived: its target (path and query), its headers, names in lower case, and when.
    public struct Request: Sendable {
        /// The request target: its path and query.
        public let target: String
        /// The request's headers, by lower-case name.
        public let headers: [String: String]
        /// When the server read it: a remote-load test's control measures its latency from this.
        public let arrived: ContinuousClock.Instant
    }

    /// Why the server could not start.
    public struct NoAddress: Error, CustomStringConvertible {
        /// Says the server got no IPv4 address.
        public var description: String { "the loopback image server got no IPv4 address" }
    }

    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16
    private let server: HTTPServer
    private let log: Log

    /// Starts listening on a free port.
    ///
    /// A tripwire is bounded: it stops itself after `lifetime` and answers 503 after `maxRequests`. With
    /// `maxRequests` nil it serves every request and counts them without keeping them (a long benchmark's origin).
    public init(lifetime: Duration? = .seconds(300), maxRequests: Int? = 20_000) async throws {
        let log = Log(maxRequests: maxRequests)
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled, handler: Handler(log: log))
        Task { try? await server.run() }
        // FlyingFox's default is 5 s: in a fresh-clone CI run on the loaded 2-core machine the server task did not
        // get to listen in time and three tests failed together after 14 s. A bound, not a measurement.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            await server.stop()
            throw NoAddress()
        }
        self.port = port
        self.server = server
        self.log = log
        if let lifetime {
            Task {
                try? await Task.sleep(for: lifetime)
                await server.stop()
            }
        }
    }

    /// Every request kept so far (its target: path and query), in arrival order.
    public var requests: [String] { log.requests.map(\.target) }

    /// Every request kept so far with its headers and arrival time, in arrival order.
    public var requestsWithHeaders: [Request] { log.requests }

    /// How many requests were served.
    public var count: Int { log.count }

    /// The base of URLs that reach this server.
    public var origin: String { "http://127.0.0.1:\(port)" }

    /// Stops accepting at once; requests after this are not counted.
    public func stop() {
        log.close()
        let server = server
        Task { await server.stop() }
    }

    /// The requests, kept under a lock: WebKit's network process reaches the server while tests read it.
    private final class Log: Sendable {
        private let state = Mutex<(requests: [Request], count: Int, closed: Bool)>(([], 0, false))
        private let maxRequests: Int?

        init(maxRequests: Int?) { self.maxRequests = maxRequests }

        var requests: [Request] { state.withLock { $0.requests } }

        var count: Int { state.withLock { $0.count } }

        func close() { state.withLock { $0.closed = true } }

        /// Records a request unless closed or full; false when it must not be served.
        func record(_ request: @autoclosure () -> Request) -> Bool {
            state.withLock { state in
                guard !state.closed else { return false }
                if let maxRequests {
                    guard state.requests.count < maxRequests else { return false }
                    state.requests.append(request())
                }
                state.count += 1
                return true
            }
        }
    }

    /// Counts the request, then answers with the PNG (or 503 once the server is closed or full).
    private struct Handler: HTTPHandler {
        let log: Log

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            let recorded = log.record(
                Request(
                    target: request.target.rawValue,
                    headers: Dictionary(
                        request.headers.keys.map { ($0.rawValue.lowercased(), request.headers[$0] ?? "") },
                        uniquingKeysWith: { first, _ in first }), arrived: .now))
            guard recorded else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return HTTPResponse(
                statusCode: .ok,
                headers: [
                    .contentType: "image/png", HTTPHeader("Cache-Control"): "no-store",
                    HTTPHeader("Access-Control-Allow-Origin"): "*",
                ],
                body: LoopbackImageServer.png)
        }
    }
}
