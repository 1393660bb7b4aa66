import Foundation

/// Carries a GLib-side object's reports to its main-actor owner, in order.
///
/// The owner reads them in a task it starts when it is made, so they reach its delegates with the task-local
/// context of whoever made it: in a test, an issue the shim records there (a breach of one of WebKit's rules)
/// belongs to that test.
final class EventSink<Event: Sendable>: Sendable {
    private let continuation: AsyncStream<Event>.Continuation
    let events: AsyncStream<Event>

    init() {
        (events, continuation) = AsyncStream<Event>.makeStream()
    }

    /// Hands `event` over, after every event before it.
    func post(_ event: Event) {
        continuation.yield(event)
    }

    /// No more events: the owner's reading task ends.
    func finish() {
        continuation.finish()
    }
}
