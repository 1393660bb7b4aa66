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
