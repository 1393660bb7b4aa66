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
