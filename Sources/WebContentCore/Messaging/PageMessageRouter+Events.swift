/// Event-only messages answered on the main actor at once, in the order the adapter received them.
///
/// Navigation decisions are matched to the click event that precedes them (WebKitGTK does not name a
/// navigation's frame), so events must not take the router's detour off the main actor: a click reported that
/// way arrived after its decision.
extension PageMessageRouter {
    /// Answers `raw` now when it holds only events (one, or a batch of them); nil when it holds a send (or
    /// might), which ``receive(_:)`` must handle.
    @MainActor
    public func receiveEventsNow(_ raw: String) -> String? {
        // A send anywhere (as a member, or inside a message's own JSON text) means the asynchronous path; an event
        // naming "send" in a value only costs a detour.
        guard !raw.contains("\"send\"") && !raw.contains("\"send\\\"") else { return nil }
        let answer: JSONValue
        do {
            answer = try answerEvents(try parse(raw))
        } catch {
            answer = PageMessageError.from(error).reply
        }
        return PageMessageWriter.text(answer)
    }

    @MainActor
    private func answerEvents(_ value: JSONValue) throws -> JSONValue {
        guard case .object(var members) = value else {
            throw PageMessageError.malformed("a message is a JSON object")
        }
        if let frame = members.removeValue(forKey: "frame") { try checkFrame(frame) }
        guard let batch = members["batch"] else { return answerEvent(.object(members)) }
        guard case .array(let messages) = batch, members.count == 1 else {
            throw PageMessageError.malformed("batch must be the only member and an array")
        }
        guard messages.count <= limits.maxBatchCount else {
            throw PageMessageError.tooLarge("batch of \(messages.count) exceeds \(limits.maxBatchCount)")
        }
        return .array(messages.map(answerEvent))
    }

    @MainActor
    private func answerEvent(_ element: JSONValue) -> JSONValue {
        do {
            guard let event = try batchMessage(element)["event"] else {
                throw PageMessageError.malformed("a message has \"event\" or \"send\"")
            }
            onEvent(try PageEvent(wire: event))
            return .object(["ok": .bool(true)])
        } catch {
            return PageMessageError.from(error).reply
        }
    }
}
