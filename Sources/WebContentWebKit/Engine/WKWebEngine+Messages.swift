#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

extension WKWebEngine {
    /// Hands a `wck` message to the page session, which refuses any from outside the content world and answers
    /// one of events alone at once; one with a send goes to the inbox's router, whose answer goes back through the
    /// session.
    func receive(_ message: WKScriptMessage, reply: ReplyOnce) {
        guard !isClosed, let inbox else { return reply.fail("refused") }
        let posted = PostedPageMessage(foundationBody: message.body)
        switch session.messageArrived(posted, from: message.world.name, waiting: (reply, posted)) {
        case .answered(let events, let command):
            for event in events { record(event) }
            Self.perform(command)
        case .askRouter(let id):
            Task { [weak self] in
                let text = await inbox.answer(posted)
                // WebKit insists on one reply per message, even when the engine went meanwhile.
                guard let self else { return reply.fail("engine closed") }
                if let command = session.messageAnswered(id, json: text) { Self.perform(command) }
            }
        }
    }
}
#endif
