#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine {
    /// Hands a `wck` message to the core's inbox and sends its answer back to the page.
    ///
    /// The handler is registered in the content world only, so page scripts cannot reach it; a message from
    /// any other world is refused all the same.
    func receive(_ message: WKScriptMessage, reply: ReplyOnce) {
        guard !isClosed, let inbox, message.world.name == ScriptWorld.content.name else {
            reply.fail("refused")
            return
        }
        let posted = PostedPageMessage(foundationBody: message.body)
        let id = replies.add((reply, posted))
        inbox.receive(posted) { [weak self] answer in
            // WebKit insists on an answer even when the engine went away meanwhile.
            guard let self else { return reply.fail("engine closed") }
            self.replies.answer(id, with: answer)
        }
    }

    /// Applies what the page reported on its own.
    func handle(_ event: PageEvent) {
        reports.record(event)
        report(event)
    }
}
#endif
