/// How a `wck` message is read before anything acts on it: parsed under the limits, a frame's origin checked, a
/// batch taken apart; and a message that holds only events answered at once, as a value.
///
/// A value that touches nothing, so an adapter may read a message on the thread its engine's callback arrives on
/// (WebKitGTK's GLib thread) and answer it there. ``PageMessageRouter`` reads by the same rules.
package struct PageMessageReader: Sendable {
    /// The bounds every raw message is checked against.
    package let limits: PageMessageLimits
    /// Iframe origins whose messages are accepted; nil: none (the bridge runs in the top frame only).
    let allowedFrameOrigins: Set<String>?

    /// A reader under `limits` that accepts messages from the top frame and from `allowedFrameOrigins`.
    package init(limits: PageMessageLimits, allowedFrameOrigins: Set<String>?) {
        self.limits = limits
        self.allowedFrameOrigins = allowedFrameOrigins
    }

    /// The events `raw` holds and the JSON text that answers it, when it holds only events (one, or a batch of
    /// them); nil when it holds a send, which only the router can answer.
    ///
    /// A message that is not one (malformed, too large, from a frame not allowed) is answered with its error and
    /// brings no events; in a batch, each message that is not an event is answered with its own error.
    package func answerEventsNow(_ raw: String) -> AnsweredEvents? {
        // A quick look first: a send anywhere (as a member, or inside a message's own JSON text) means the
        // asynchronous path; an event naming "send" in a value only costs a detour.
        guard !raw.contains("\"send\"") && !raw.contains("\"send\\\"") else { return nil }
        var events: [PageEvent] = []
        let answer: JSONValue
        do {
            let (messages, isBatch) = try eventMessages(try parse(raw))
            // The quick look reads one level of JSON text; a send the parse finds deeper still is a send.
            if messages.contains(where: { (try? $0.get())?["send"] != nil }) { return nil }
            let answers = messages.map { answerEvent($0, into: &events) }
            answer = isBatch ? .array(answers) : answers[0]
        } catch {
            answer = WebContentError.from(error).reply
        }
        return AnsweredEvents(events: events, answer: PageMessageWriter.text(answer))
    }

    /// The message `raw` holds, parsed under the limits.
    func parse(_ raw: String) throws -> JSONValue {
        let value = try PageMessageParser.parse(raw, limits: limits)
        // Some adapters hand over the JSON of a posted string: unwrap exactly once.
        if case .string(let inner) = value { return try PageMessageParser.parse(inner, limits: limits) }
        return value
    }

    /// One element of a batch: a message, or a message's own JSON text, parsed here under the same limits.
    func batchMessage(_ element: JSONValue) throws -> JSONValue {
        guard case .string(let text) = element else { return element }
        return try PageMessageParser.parse(text, limits: limits)
    }

    /// Refuses a message from an iframe unless its origin is allowed (iframes get the bridge by option only).
    func checkFrame(_ frame: JSONValue) throws {
        guard let origin = frame["origin"]?.stringValue else {
            throw WebContentError.malformed("frame must name its origin")
        }
        guard let allowed = allowedFrameOrigins, allowed.contains(origin) else {
            throw WebContentError.pageMessage(
                name: "OriginNotAllowed", message: "messages from frames of \(origin.prefix(200)) are not accepted")
        }
    }

    /// The messages of a single message or a batch, each parsed (or the reason it is not a message).
    private func eventMessages(_ value: JSONValue) throws -> ([Result<JSONValue, any Error>], isBatch: Bool) {
        guard case .object(var members) = value else {
            throw WebContentError.malformed("a message is a JSON object")
        }
        if let frame = members.removeValue(forKey: "frame") { try checkFrame(frame) }
        guard let batch = members["batch"] else { return ([.success(.object(members))], false) }
        guard case .array(let messages) = batch, members.count == 1 else {
            throw WebContentError.malformed("batch must be the only member and an array")
        }
        guard messages.count <= limits.maxBatchCount else {
            throw WebContentError.tooLarge("batch of \(messages.count) exceeds \(limits.maxBatchCount)")
        }
        return (messages.map { element in Result { try batchMessage(element) } }, true)
    }

    /// The answer to one message of an event-only post; its event, when it is one, joins `events`.
    private func answerEvent(_ message: Result<JSONValue, any Error>, into events: inout [PageEvent]) -> JSONValue {
        do {
            guard let event = try message.get()["event"] else {
                throw WebContentError.malformed("a message has \"event\" or \"send\"")
            }
            events.append(try PageEvent(wire: event))
            return .object(["ok": .bool(true)])
        } catch {
            return WebContentError.from(error).reply
        }
    }
}

/// A `wck` message that held only events, read: what the page reported, in order, and the JSON text that answers
/// the page (``PageMessageReader/answerEventsNow(_:)``).
package struct AnsweredEvents: Sendable, Hashable {
    /// The events, in the order the page posted them; empty when none was well formed.
    package let events: [PageEvent]
    /// The answer: `{"ok":true}` per event, an error for each message that is not one.
    package let answer: String

    package init(events: [PageEvent], answer: String) {
        self.events = events
        self.answer = answer
    }
}
