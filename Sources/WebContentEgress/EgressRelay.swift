import NIOCore

/// Passes the bytes one side of a forwarded connection reads to the other side, and ends both together.
///
/// It carries at most `limit` bytes: a destination that streams without end is cut off, not buffered. An idle side
/// (``IdleStateHandler``) closes the pair.
final class EgressRelay: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private let partner: any Channel
    private var left: Int

    init(partner: any Channel, limit: Int) {
        self.partner = partner
        left = limit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        left -= bytes.readableBytes
        guard left >= 0 else {
            context.close(promise: nil)
            return
        }
        partner.writeAndFlush(bytes, promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        partner.close(promise: nil)
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
