import NIOCore
import NIOPosix
import Synchronization

/// A TCP listener on one loopback address that counts the connections it gets and answers each with a fixed HTTP
/// response: the witness that a load did, or did not, reach a destination. It shares no code with the gate.
final class Tripwire: Sendable {
    let host: String
    let port: Int
    private let hits = Mutex(0)
    private let channel: Mutex<(any Channel)?> = Mutex(nil)

    private init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Listens on `host` (127.0.0.0/8 or ::1 only: tests send traffic nowhere else).
    static func listen(on host: String, answer: String = "ok") async throws -> Tripwire {
        precondition(host.hasPrefix("127.") || host == "::1", "a tripwire listens on loopback only")
        let box = Mutex<Tripwire?>(nil)
        let response = "HTTP/1.1 200 OK\r\nContent-Length: \(answer.utf8.count)\r\nConnection: close\r\n\r\n\(answer)"
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { channel in
                box.withLock { $0 }?.hits.withLock { $0 += 1 }
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Answer(response: response))
                }
            }
            .bind(host: host, port: 0).get()
        let tripwire = Tripwire(host: host, port: channel.localAddress?.port ?? 0)
        box.withLock { $0 = tripwire }
        tripwire.channel.withLock { $0 = channel }
        return tripwire
    }

    var count: Int { hits.withLock { $0 } }

    func stop() async {
        let channel = channel.withLock { $0 }
        try? await channel?.close()
    }

    /// Answers the first bytes read with the response, then closes.
    private final class Answer: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let response: String
        private var answered = false

        init(response: String) { self.response = response }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard !answered else { return }
            answered = true
            context.writeAndFlush(NIOAny(ByteBuffer(string: response))).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
        }
    }
}

/// Sends raw bytes to 127.0.0.1:`port` and collects everything that comes back until the other side closes
/// (or `then` is sent once the first bytes came back, for a tunnel).
func exchange(port: Int, send request: String, then next: String? = nil) async throws -> String {
    let received = Received()
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(Collector(received: received, next: next))
            }
        }
        .connect(host: "127.0.0.1", port: port).get()
    try await channel.writeAndFlush(ByteBuffer(string: request))
    try await channel.closeFuture.get()
    return received.text.withLock { $0 }
}

/// What a client got back, filled on the event loop and read once the connection closed.
final class Received: Sendable {
    let text = Mutex("")
}

private final class Collector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    let received: Received
    var next: String?

    init(received: Received, next: String?) {
        self.received = received
        self.next = next
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let text = String(buffer: unwrapInboundIn(data))
        received.text.withLock { $0 += text }
        if let next {
            self.next = nil
            context.writeAndFlush(NIOAny(ByteBuffer(string: next)), promise: nil)
        }
    }
}
