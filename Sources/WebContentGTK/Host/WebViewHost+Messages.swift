#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

/// A page message waiting for its answer: the reply object and the context to build the answer in.
struct PendingReply {
    let reply: OpaquePointer
    let context: OpaquePointer?
    /// The page posted JSON text (the bridge does): answer with text too, which the page parses itself.
    var answersAsText = false
}

extension WebViewHost {
    /// Registers the `wck` handler, with reply, in the content world only: page scripts cannot reach it.
    func registerMessageHandler() {
        let received: ReplyMessageHandler = { _, value, reply, data in
            let reference = HostReference.borrow(data)
            guard let reply else { return 0 }
            // The bridge posts its batches as JSON text: no object graph to build here and walk again.
            let posted: PostedPageMessage =
                if let text = value.flatMap({ JavaScriptValueReader.string($0) }) {
                    .text(text)
                } else {
                    .value(json: JavaScriptValueReader.jsonText(value))
                }
            let context = value.flatMap { jsc_value_get_context($0) }
            GLibActor.assumeIsolated {
                reference.host?.messageReceived(posted, reply: reply, context: context)
            }
            return 1  // we answer later, exactly once
        }
        registerReplyHandler(PageMessageRouter.handlerName, received)
    }

    /// A `script-message-with-reply-received` handler: instance, JSCValue, reply, user data -> handled.
    typealias ReplyMessageHandler =
        @convention(c) (
            UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?
        ) -> gboolean

    /// Registers `name` with reply in the content world only (page scripts cannot reach it) and connects `handler`.
    func registerReplyHandler(_ name: String, _ handler: ReplyMessageHandler) {
        webkit_user_content_manager_register_script_message_handler_with_reply(
            contentManager, name, ScriptWorld.content.name)
        HostReference.connect(
            UnsafeMutableRawPointer(contentManager), "script-message-with-reply-received::\(name)",
            unsafeBitCast(handler, to: GCallback.self), to: self)
    }

    private func messageReceived(_ message: PostedPageMessage, reply: OpaquePointer, context: OpaquePointer?) {
        webkit_script_message_reply_ref(reply)
        if let context { g_object_ref(UnsafeMutableRawPointer(context)) }
        let pending = PendingReply(reply: reply, context: context, answersAsText: message.answersAsText)
        // The handler is registered in the content world only (`registerReplyHandler`). Events alone are answered
        // here and now; the engine records them in order with what the host reports next (a click before the
        // navigation it causes).
        switch session.messageArrived(message, from: ScriptWorld.content.name, waiting: pending) {
        case .answered(let answered, let command):
            if !answered.isEmpty { events.yield(.pageEvents(answered, load: session.shownLoad)) }
            Self.perform(command)
        case .askRouter(let id):
            events.yield(.message(id: id, message))
        }
    }

    /// Answers a page message with JSON text, or with an error when `json` is nil or not JSON.
    ///
    /// Exactly once.
    func reply(_ id: UInt64, json: String?) {
        if let command = session.messageAnswered(id, json: json) { Self.perform(command) }
    }

    /// Writes `json` into a waiting reply and lets go of it.
    nonisolated static func send(_ pending: PendingReply, json: String?) {
        defer { release(pending) }
        // Text for text: building the answer as objects in this process's JSC context cost more than the routing.
        let made = json.flatMap { json in
            pending.context.flatMap {
                pending.answersAsText ? jsc_value_new_string($0, json) : jsc_value_new_from_json($0, json)
            }
        }
        guard let value = made else {
            webkit_script_message_reply_return_error_message(pending.reply, "no answer")
            return
        }
        webkit_script_message_reply_return_value(pending.reply, value)
        g_object_unref(UnsafeMutableRawPointer(value))
    }

    /// Lets go of a reply once it was answered, and of the context its answer was built in.
    nonisolated static func release(_ pending: PendingReply) {
        webkit_script_message_reply_unref(pending.reply)
        if let context = pending.context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }
}
#endif
