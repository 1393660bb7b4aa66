#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Hands a `wck` message to the core's inbox, which refuses any from outside the content world and sends its
    /// answer back to the page.
    func receive(_ message: WKScriptMessage, reply: ReplyOnce) {
        guard !isClosed, let inbox else { return reply.fail("refused") }
        let posted = PostedPageMessage(foundationBody: message.body)
        inbox.receive(posted, from: message.world.name, replyingTo: reply, waitingIn: replies)
    }
}
#endif
