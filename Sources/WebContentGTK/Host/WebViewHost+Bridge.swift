#if canImport(CWebKitGTK)
import CWebKitGTK
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// Registers the bridge's call channel, with reply, in the content world only: page scripts cannot reach it.
    func registerBridgeChannel() {
        let received: ReplyMessageHandler = { _, value, reply, data in
            let reference = HostReference.borrow(data)
            guard let reply else { return 0 }
            // The page sends one JSON string: read it as text, no JSCValue walking.
            let text = value.flatMap { JavaScriptValueReader.string($0) }
            GLibActor.assumeIsolated { reference.host?.channelMessage(text, reply: reply) }
            return 1  // answered now or when calls are due, exactly once
        }
        registerReplyHandler(BridgeChannelWire.handlerName, received)
    }

    func unregisterBridgeChannel() {
        resetChannel()
        webkit_user_content_manager_unregister_script_message_handler(
            contentManager, BridgeChannelWire.handlerName, ScriptWorld.content.name)
    }

    /// Calls a bridge handler over the channel; before the document's bridge said hello, over an async call.
    func callBridge(
        _ handler: String, payload: JSONValue, ticket: UInt64, timeout: Duration
    ) async throws -> JSONValue {
        try ensureOpen()
        try ensureCurrent(ticket)
        guard channel.isOpen else {
            return try await callAsync(
                BridgeInvocation.body, arguments: ["name": .string(handler), "payload": payload],
                world: ScriptWorld.content.name, ticket: ticket, timeout: timeout)
        }
        let what = BridgeInvocation.callName(handler)
        let call = try session.calls.register(JSONValue.self, timeout: timeout, what: what)
        do {
            let text = try BridgeChannelWire.call(id: call.id, name: handler, payload: payload)
            if let answer = channel.send(id: call.id, text: text) { Self.answerChannel(answer) }
        } catch let error as WebContentError {
            call.fail(error)
        } catch {
            call.fail(.invalidInput("\(error)"))
        }
        return try await call.value()
    }

    private func channelMessage(_ text: String?, reply: OpaquePointer) {
        // Channel answers are plain strings (`answerChannel`): only the reply is kept, no JSC context.
        webkit_script_message_reply_ref(reply)
        guard let text, let message = Self.parseChannelMessage(text) else {
            // An error reply, so the page is never left waiting.
            webkit_script_message_reply_return_error_message(reply, "malformed channel message")
            webkit_script_message_reply_unref(reply)
            return
        }
        for (id, outcome) in message.results {
            // Gone when it timed out, was cancelled or superseded.
            guard let call = session.calls.call(id, as: JSONValue.self) else { continue }
            switch outcome {
            case .success(let value): call.succeed(value)
            case .failure(let error): call.fail(error)
            }
        }
        for answer in channel.received(message, reply: reply) { Self.answerChannel(answer) }
    }

    /// Forgets the channel's owner; its parked message is told to stop.
    func resetChannel() {
        if let answer = channel.reset() { Self.answerChannel(answer) }
    }

    /// Answers a channel message exactly once with a JSON string the page parses, and releases its reply.
    ///
    /// The text rides WebKitGTK's error-message reply, marked with ``BridgeChannelWire/replyMarker``: that reply
    /// crosses to the page as a plain string, while a value reply is first built and serialised in this process's
    /// JSC context (0.03-0.05 ms a call, a fifth of a bare evaluate-JS round trip). bridge.js reads the marker.
    private nonisolated static func answerChannel(_ answer: BridgeChannel<OpaquePointer>.Answer) {
        webkit_script_message_reply_return_error_message(answer.reply, BridgeChannelWire.replyMarker + answer.text)
        webkit_script_message_reply_unref(answer.reply)
    }

    /// Parses a channel message; JSON.stringify escapes lone surrogates, which are replaced rather than refused.
    private static func parseChannelMessage(_ text: String) -> BridgeChannelWire.Message? {
        if let message = try? BridgeChannelWire.parse(text) { return message }
        return try? BridgeChannelWire.parse(LoneSurrogates.replaceEscapes(in: text))
    }
}
#endif
