#if canImport(WebKit)
import Foundation
import WebContentCore
import WebContentPageSession
import WebKit

/// The `wck` message handler with reply, holding its engine weakly.
///
/// WKUserContentController keeps its handlers strongly; the engine owns the controller, so a direct
/// registration would be a retain cycle that keeps every engine (and its web process) alive.
@MainActor
final class ScriptMessageProxy: NSObject, WKScriptMessageHandlerWithReply {
    weak var engine: WKWebEngine?

    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) {
        let reply = ReplyOnce(replyHandler)
        guard let engine else {
            reply.fail("engine closed")
            return
        }
        engine.receive(message, reply: reply)
    }
}
#endif
