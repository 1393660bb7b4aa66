import NIOCore
import NIOHTTP1
import NIOPosix

/// One connection from WebKit's network process to the gate: one request read, its host resolved and checked
/// once, then either a refusal or a connection to the checked address, whose bytes are relayed from then on.
///
/// A `CONNECT` (HTTPS) becomes a tunnel: TLS runs end to end between WebKit and the destination, which WebKit
/// verifies by name as without a proxy. A plain `http://` request is forwarded once, with `Connection: close`, so
/// the next request, and each redirect, comes back through the gate to be checked again.
final class EgressConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart

    private enum State {
        case reading(HTTPRequestHead?, [ByteBuffer])
        case deciding
        case relaying
    }

    private let gate: EgressGate
    private let decoder: ByteToMessageHandler<HTTPRequestDecoder>
    private var state = State.reading(nil, [])
    private var upstream: (any Channel)?

    init(gate: EgressGate, decoder: ByteToMessageHandler<HTTPRequestDecoder>) {
        self.gate = gate
        self.decoder = decoder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .reading(let head, var body) = state else { return }  // a second request is not read
        switch unwrapInboundIn(data) {
        case .head(let next):
            state = .reading(next, [])
        case .body(let part):
            body.append(part)
            guard body.reduce(0, { $0 + $1.readableBytes }) <= gate.limits.requestBodyBytes else {
                return answer(context, status: "413 Payload Too Large", reason: "request body too large")
            }
            state = .reading(head, body)
        case .end:
            guard let head else { return context.close(promise: nil) }
            state = .deciding
            decide(context, head: head, body: body)
        }
    }

    private func decide(_ context: ChannelHandlerContext, head: HTTPRequestHead, body: [ByteBuffer]) {
        let isConnect = head.method == .CONNECT
        guard let target = isConnect ? EgressTarget(connect: head.uri) : EgressTarget(absolute: head.uri) else {
            return answer(context, status: "400 Bad Request", reason: "not a proxy request this gate forwards")
        }
        let policy = gate.policy
        let resolving = NIOThreadPool.singleton.runIfActive(eventLoop: context.eventLoop) {
            policy.destination(of: target.host)
        }
        resolving.assumeIsolated().whenComplete { result in
            switch result {
            case .success(.address(let address)):
                self.connect(context, to: address, target: target, head: isConnect ? nil : head, body: body)
            case .success(.refused(let reason)):
                self.gate.count(refused: reason)
                self.answer(context, status: "403 Forbidden", reason: "egress refused: \(reason)")
            case .success(.unresolved(let reason)):
                self.answer(context, status: "502 Bad Gateway", reason: reason)
            case .failure(let error):
                self.answer(context, status: "502 Bad Gateway", reason: "\(error)")
            }
        }
    }

    /// Connects to the checked address (never to the name again), then tunnels or forwards.
    private func connect(
        _ context: ChannelHandlerContext, to address: IPAddress, target: EgressTarget, head: HTTPRequestHead?,
        body: [ByteBuffer]
    ) {
        let socketAddress: SocketAddress
        do {
            socketAddress = try SocketAddress(ipAddress: "\(address)", port: target.port)
        } catch {
            return answer(context, status: "502 Bad Gateway", reason: "\(error)")
        }
        let client = context.channel
        let limits = gate.limits
        let connecting = ClientBootstrap(group: context.eventLoop)
            .connectTimeout(limits.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    if head != nil { try sync.addHandler(HTTPRequestEncoder()) }
                    try sync.addHandler(IdleStateHandler(allTimeout: limits.idleTimeout))
                    try sync.addHandler(EgressRelay(partner: client, limit: limits.responseBytes))
                }
            }
            .connect(to: socketAddress)
        connecting.assumeIsolated().whenComplete { result in
            switch result {
            case .failure(let error):
                self.answer(context, status: "502 Bad Gateway", reason: "\(target.host): \(error)")
            case .success(let upstream):
                self.upstream = upstream
                self.gate.countForwarded()
                if let head {
                    self.forward(head, body: body, target: target, to: upstream)
                } else {
                    self.tunnel(context, to: upstream)
                }
            }
        }
    }

    private func forward(_ head: HTTPRequestHead, body: [ByteBuffer], target: EgressTarget, to upstream: any Channel) {
        state = .relaying
        var forwarded = HTTPRequestHead(version: .http1_1, method: head.method, uri: target.path)
        for (name, value) in head.headers {
            let lowered = name.lowercased()
            guard !lowered.hasPrefix("proxy-"), lowered != "connection", lowered != "keep-alive" else { continue }
            forwarded.headers.add(name: name, value: value)
        }
        forwarded.headers.replaceOrAdd(name: "Connection", value: "close")
        upstream.write(HTTPClientRequestPart.head(forwarded), promise: nil)
        for part in body { upstream.write(HTTPClientRequestPart.body(.byteBuffer(part)), promise: nil) }
        upstream.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
    }

    private func tunnel(_ context: ChannelHandlerContext, to upstream: any Channel) {
        state = .relaying
        context.writeAndFlush(wrapOutbound("HTTP/1.1 200 Connection Established\r\n\r\n"), promise: nil)
        do {
            // Bytes the decoder already holds (none, unless the client did not wait) go on to the relay.
            let sync = context.pipeline.syncOperations
            try sync.addHandler(EgressRelay(partner: upstream, limit: gate.limits.requestBodyBytes), position: .last)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            sync.removeHandler(decoder, promise: nil)
        } catch {
            context.close(promise: nil)
        }
    }

    /// Answers with `status` and a one-line reason, and closes: a refused connection carries nothing else.
    private func answer(_ context: ChannelHandlerContext, status: String, reason: String) {
        state = .relaying
        let text = reason + "\n"
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain\r\nContent-Length: \(text.utf8.count)\r\n"
            + "Connection: close\r\n\r\n"
        context.writeAndFlush(wrapOutbound(head + text)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func wrapOutbound(_ text: String) -> NIOAny {
        NIOAny(ByteBuffer(string: text))
    }

    func channelInactive(context: ChannelHandlerContext) {
        upstream?.close(promise: nil)
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil) }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
