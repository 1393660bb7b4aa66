/// Event-only messages answered on the main actor at once, in the order the adapter received them.
///
/// Navigation decisions are matched to the click event that precedes them (WebKitGTK does not name a
/// navigation's frame), so events must not take the router's detour off the main actor: a click reported that
/// way arrived after its decision.
extension PageMessageRouter {
    /// Answers `raw` now when it holds only events (one, or a batch of them); nil when it holds a send, which
    /// ``receive(_:)`` must handle.
    @MainActor
    public func receiveEventsNow(_ raw: String) -> String? {
        // A quick look first: a send anywhere (as a member, or inside a message's own JSON text) means the
        // asynchronous path; an event naming "send" in a value only costs a detour.
        guard !raw.contains("\"send\"") && !raw.contains("\"send\\\"") else { return nil }
        let answer: JSONValue
        do {
            let (messages, isBatch) = try eventMessages(try parse(raw))
            // The quick look reads one level of JSON text; a send the parse finds deeper still is a send.
            if messages.contains(where: { (try? $0.get())?["send"] != nil }) { return nil }
            let answers = messages.map(answerEvent)
            answer = isBatch ? .array(answers) : answers[0]
        } catch {
            answer = WebContentError.from(error).reply
        }
        return PageMessageWriter.text(answer)
    }

    /// The messages of a single message or a batch, each parsed (or the reason it is not a message).
    @MainActor
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

    @MainActor
    private func answerEvent(_ message: Result<JSONValue, any Error>) -> JSONValue {
        do {
            guard let event = try message.get()["event"] else {
                throw WebContentError.malformed("a message has \"event\" or \"send\"")
            }
            onEvent(try PageEvent(wire: event))
            return .object(["ok": .bool(true)])
        } catch {
            return WebContentError.from(error).reply
        }
    }
}
