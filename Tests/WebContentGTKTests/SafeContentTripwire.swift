import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP server that counts every request it receives: the tripwire of the remote-content tests.
///
/// It listens on 127.0.0.1 with an ephemeral port, answers every request with a small PNG (so allowed images
/// really load) and closes the connection. It is bounded: it stops itself after `lifetime` or `maxRequests`,
/// whichever comes first, and ``stop()`` ends it at once.
final class SafeContentTripwire: @unchecked Sendable {
    /// A 3x2 red PNG: what every request gets back.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==")!

    let port: UInt16
    private let socket: Int32
    private let lock = NSLock()
    private var paths: [String] = []
    private var stopped = false
    private let deadline: ContinuousClock.Instant
    private let maxRequests: Int

    /// Starts listening; throws when no socket can be bound.
    init(lifetime: Duration = .seconds(300), maxRequests: Int = 20_000) throws {
        deadline = .now + lifetime
        self.maxRequests = maxRequests
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TripwireError.socket(errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(fd, raw, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw TripwireError.socket(errno)
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.name = "tripwire"
        thread.start()
    }

    /// Every request so far (its request line's path), in arrival order.
    var requests: [String] { lock.withLock { paths } }

    var count: Int { requests.count }

    /// The base of URLs that reach this server.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// Stops accepting; the serving thread closes the socket within ~100 ms.
    func stop() { lock.withLock { stopped = true } }

    private var shouldStop: Bool {
        lock.withLock { stopped || paths.count >= maxRequests } || ContinuousClock.now >= deadline
    }

    private func serve() {
        defer { close(socket) }
        while !shouldStop {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let client = accept(socket, nil, nil)
            guard client >= 0 else { continue }
            handle(client)
        }
    }

    /// Reads the request head (bounded in size and time), counts it, answers with the PNG and closes.
    private func handle(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 65_536 {
            let read = recv(client, &buffer, buffer.count, 0)
            if read <= 0 { break }
            head += buffer[0..<read]
            if head.count >= 4, head.suffix(4) == [13, 10, 13, 10] { break }
            if String(decoding: head, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = line.split(separator: " ")
        lock.withLock { paths.append(parts.count > 1 ? String(parts[1]) : String(line)) }
        let body = Self.png
        let header =
            "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n"
        let response = Array(header.utf8) + Array(body)
        _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

/// Why the tripwire could not start.
enum TripwireError: Error {
    case socket(Int32)
}
