import Foundation

/// Receives every message the content world posts to the `wck` handler and always answers it.
///
/// The engine adapter passes each message's JSON text to ``receive(_:)`` and returns the answer to the page.
/// Wire shapes (see `Resources/js/bridge.js`):
/// - a message is `{"event": {...}}` (see ``PageEvent``) or `{"send": "name", "payload": any}`;
/// - a batch is `{"batch": [message, ...]}`, answered by a JSON array of per-message answers, in order; the bridge
///   sends each message of a batch as its own JSON text (a string), so one message that is too deep, too large
///   or malformed fails alone instead of failing its batch-mates;
/// - answers are `{"ok": true}` for events, `{"result": any}` for sends, `{"error": {"name", "message"}}` on failure.
/// Hostile input (not JSON, wrong shape, too large, too deep, lone surrogates) is answered with an error, never a trap.
///
/// It runs off the main actor: a batch of sends costs no actor hop per message (a main-actor router paid two per
/// strategy call, which ate most of what batching saves). Events go to the main actor together, in order,
/// before the next send is handled and at the end of the batch.
public final class PageMessageRouter: Sendable {
    /// The wire name of the script message handler the adapter registers in the content world.
    public static let handlerName = "wck"

    private let strategies: ScriptMessageStrategyRegistry
    /// How each message is read: the limits, the frames accepted, a batch taken apart.
    let reader: PageMessageReader
    let onEvent: @MainActor @Sendable (PageEvent) -> Void
    /// The bounds every raw message is checked against.
    public let limits: PageMessageLimits

    /// A router with the standard limits that accepts messages from the top frame only.
    public convenience init(
        strategies: ScriptMessageStrategyRegistry, onEvent: @escaping @MainActor @Sendable (PageEvent) -> Void
    ) {
        self.init(strategies: strategies, limits: .standard, onEvent: onEvent)
    }

    /// A router for `strategies` under `limits`; `onEvent` gets the page's events on the main actor.
    public init(
        strategies: ScriptMessageStrategyRegistry, limits: PageMessageLimits, allowedFrameOrigins: Set<String>? = nil,
        onEvent: @escaping @MainActor @Sendable (PageEvent) -> Void
    ) {
        self.strategies = strategies
        reader = PageMessageReader(limits: limits, allowedFrameOrigins: allowedFrameOrigins)
        self.limits = limits
        self.onEvent = onEvent
    }

    /// Handles one raw message (single or batch) and returns the JSON text of its answer.
    @concurrent
    public func receive(_ raw: String) async -> String {
        let answer: JSONValue
        do {
            answer = try await route(try reader.parse(raw))
        } catch {
            answer = WebContentError.from(error).reply
        }
        return PageMessageWriter.text(answer)
    }

    private func route(_ value: JSONValue) async throws -> JSONValue {
        guard case .object(var members) = value else {
            throw WebContentError.malformed("a message is a JSON object")
        }
        if let frame = members.removeValue(forKey: "frame") { try reader.checkFrame(frame) }
        var events: [PageEvent] = []
        guard let batch = members["batch"] else {
            let answer = await answer(.object(members), events: &events)
            await deliver(events)
            return answer
        }
        guard case .array(let messages) = batch, members.count == 1 else {
            throw WebContentError.malformed("batch must be the only member and an array")
        }
        guard messages.count <= limits.maxBatchCount else {
            throw WebContentError.tooLarge("batch of \(messages.count) exceeds \(limits.maxBatchCount)")
        }
        var answers: [JSONValue] = []
        answers.reserveCapacity(messages.count)
        // One after another: the page relies on delivery in the order it sent.
        for message in messages { answers.append(await answer(message, events: &events)) }
        await deliver(events)
        return .array(answers)
    }

    /// Answers one message; every failure becomes an error answer for that message alone.
    ///
    /// Events wait in `events`; they are delivered before a send is handled, so the app sees them in page order.
    private func answer(_ element: JSONValue, events: inout [PageEvent]) async -> JSONValue {
        do {
            let message = try reader.batchMessage(element)
            if let event = message["event"] {
                events.append(try PageEvent(wire: event))
                return .object(["ok": .bool(true)])
            }
            if let name = message["send"] {
                guard let name = name.stringValue else { throw WebContentError.malformed("send must name a string") }
                if !events.isEmpty {
                    await deliver(events)
                    events = []
                }
                return try await send(name, payload: message["payload"] ?? .null)
            }
            throw WebContentError.malformed("a message has \"event\" or \"send\"")
        } catch {
            return WebContentError.from(error).reply
        }
    }

    /// Hands events to the main actor in one hop.
    private func deliver(_ events: [PageEvent]) async {
        guard !events.isEmpty else { return }
        await MainActor.run { for event in events { onEvent(event) } }
    }

    private func send(_ name: String, payload: JSONValue) async throws -> JSONValue {
        guard let strategy = strategies.strategy(named: name) else {
            throw WebContentError.pageMessage(name: "UnknownHandler", message: "no strategy named \(name.prefix(100))")
        }
        let result = try await strategy.receive(payload)
        // A result JSON cannot carry (NaN, infinity) fails alone instead of nulling the whole batch.
        guard result.isJSONRepresentable(depth: 0) else {
            throw WebContentError.pageMessage(
                name: "BadResult", message: "the strategy's result is not representable in JSON")
        }
        return .object(["result": result])
    }
}

/// Event-only messages answered on the main actor at once, in the order the adapter received them.
///
/// Navigation decisions are matched to the click event that precedes them (WebKitGTK does not name a
/// navigation's frame), so events must not take the router's detour off the main actor: a click reported that
/// way arrived after its decision. An adapter that reads messages elsewhere takes the events as a value instead
/// (``PageMessageReader/answerEventsNow(_:)``) and hands them on in order itself.
extension PageMessageRouter {
    /// Answers `raw` now when it holds only events (one, or a batch of them), which go to `onEvent` first; nil when
    /// it holds a send, which ``receive(_:)`` must handle.
    @MainActor
    public func receiveEventsNow(_ raw: String) -> String? {
        guard let answered = reader.answerEventsNow(raw) else { return nil }
        for event in answered.events { onEvent(event) }
        return answered.answer
    }
}
