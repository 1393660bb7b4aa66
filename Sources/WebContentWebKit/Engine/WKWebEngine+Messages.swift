#if canImport(WebKit)
import Foundation
import WebContentCore
import WebKit

extension WKWebEngine {
    /// Hands a `wck` message to the router and sends its answer back to the page.
    ///
    /// The handler is registered in the content world only, so page scripts cannot reach it; a message from
    /// any other world is refused all the same.
    func receive(_ message: WKScriptMessage, reply: ReplyOnce) {
        guard !isClosed, let router, message.world.name == ScriptWorld.content.name else {
            reply.fail("refused")
            return
        }
        let json = FoundationJSON.text(message.body) ?? "null"
        let id = makeTicket()
        replies[id] = reply
        // Events at once, in order; sends through the router off the main actor.
        if let answer = router.receiveEventsNow(json) {
            self.answer(id, json: answer)
            return
        }
        Task { [weak self] in
            let answer = await router.receive(json)
            // WebKit insists on an answer even when the engine went away meanwhile.
            guard let self else { return reply.fail("engine closed") }
            self.answer(id, json: answer)
        }
    }

    /// Answers a waiting page message with the router's JSON, as a Foundation object. Exactly once.
    private func answer(_ id: UInt64, json: String) {
        guard let reply = replies.removeValue(forKey: id) else { return }
        guard let object = try? FoundationJSON.object(json: json) else {
            reply.fail("no answer")
            return
        }
        reply.succeed(object)
    }

    /// Applies what the page reported on its own (WebKit's navigation action names its frame, so clicks are
    /// not needed here).
    func handle(_ event: PageEvent) {
        if case .contentSize(let size, _) = event { contentSize = size }
        attempts.count(event)
        report(event)
    }
}
#endif
