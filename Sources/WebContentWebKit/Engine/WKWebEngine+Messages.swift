#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Hands a `wck` message to the inbox, which refuses any from outside the content world and sends its answer
    /// back to the page, and records the events it held.
    func receive(_ message: WKScriptMessage, reply: ReplyOnce) {
        guard !isClosed, let inbox else { return reply.fail("refused") }
        let posted = PostedPageMessage(foundationBody: message.body)
        let events = inbox.receive(posted, from: message.world.name, replyingTo: reply, waitingIn: session.replies)
        for event in events { record(event) }
    }
}
#endif
