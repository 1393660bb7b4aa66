import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to a loopback port, written to byte by byte: header fields URLSession will not send (a
/// foreign `Host`), a `Content-Length` with no body behind it, a client that stops half-way through its request.
///
/// Reads never block a thread: they poll the socket and sleep between tries, so hundreds of these fit in a test.
final class RawHTTPConnection: @unchecked Sendable {
    let descriptor: Int32
    private var received = Data()

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, result == 0 else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "connect: errno \(errno)"])
        }
    }

    deinit { close(descriptor) }

    /// Writes `text` whole (it is small).
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            == bytes.count
    }

    /// Whether the server closed the connection (or reset it); false while it is open, data or none.
    func isClosedByPeer() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
                continue
            }
            return count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
        }
    }

    /// The status of the first answer on this connection, once its header has come; nil if the connection closed
    /// first or `tries` polls 10 ms apart found none.
    func status(tries: Int = 6000) async -> Int? {
        for _ in 0..<tries {
            let closed = isClosedByPeer()
            if let status = Self.status(in: received) { return status }
            if closed { return nil }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// Everything received so far, as text.
    var text: String {
        _ = isClosedByPeer()
        return String(decoding: received, as: UTF8.self)
    }

    private static func status(in data: Data) -> Int? {
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        guard text.contains("\r\n\r\n"), let line = text.split(separator: "\r\n").first else { return nil }
        let fields = line.split(separator: " ")
        return fields.count >= 2 ? Int(fields[1]) : nil
    }
}
