import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client has not sent a whole request (header and body) within a deadline.
///
/// Hummingbird's idle timeout counts from the last byte read, so a client that trickles a byte a second keeps its
/// socket for ever; this deadline runs from the moment the service waits for a request (the connection opened, the
/// previous answer sent) to the request's last byte, however the bytes come. It sits in Hummingbird's HTTP/1
/// pipeline after the parser (``HTTP1Channel/Configuration/additionalChannelHandlers``).
final class RequestReadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let deadline: TimeAmount
    private var timer: Scheduled<Void>?

    init(_ deadline: Duration) {
        let (seconds, attoseconds) = deadline.components
        self.deadline = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) { disarm() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // The answer is out: the clock runs again for the next request on this connection.
        if case .end = unwrapOutboundIn(data) { arm(context) }
        context.write(data, promise: promise)
    }

    /// Starts the clock unless it runs already (an answer sent before its request's body was read whole).
    private func arm(_ context: ChannelHandlerContext) {
        guard timer == nil else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) {
            context.close(promise: nil)
        }
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
    }
}
