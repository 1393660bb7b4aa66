package import WebContentCore

/// The adapters' one way of answering `wck` messages: the router set up from the configuration, a message that
/// holds only events answered at once with its events handed back as a value, one with a send routed off the main
/// actor, each message answered exactly once.
///
/// An adapter translates its engine's message into a ``PostedPageMessage``, records and dispatches the events it
/// gets back in order with what the engine reports next (a click before the navigation it causes), and writes the
/// answer back to the page in the form ``PostedPageMessage/answersAsText`` names; everything else happens here,
/// tested on Linux.
@MainActor
package final class PageMessageInbox {
    /// The router every message that holds a send goes through.
    package let router: PageMessageRouter
    /// How messages are read; an adapter may read on its engine's own thread with it (``reader(for:)``).
    package nonisolated let reader: PageMessageReader

    /// An inbox for an engine set up with `configuration`.
    ///
    /// `onEvent` receives the events of a message that also holds a send: the router hands them over before it
    /// handles the send, so the app sees them in page order. The events of an event-only message come back from
    /// ``answerEventsNow(_:)`` instead.
    package init(configuration: WebViewConfiguration, onEvent: @escaping @MainActor @Sendable (PageEvent) -> Void) {
        reader = Self.reader(for: configuration)
        router = PageMessageRouter(
            strategies: configuration.scriptMessageStrategies, limits: reader.limits,
            allowedFrameOrigins: configuration.bridgeFrames.allowedOrigins, onEvent: onEvent)
    }

    /// How an engine set up with `configuration` reads its messages: the standard limits, and the frames its bridge
    /// runs in.
    package nonisolated static func reader(for configuration: WebViewConfiguration) -> PageMessageReader {
        PageMessageReader(limits: .standard, allowedFrameOrigins: configuration.bridgeFrames.allowedOrigins)
    }

    /// The events of `message` and its answer, when it holds only events; nil when it holds a send
    /// (``answer(_:)``).
    package nonisolated func answerEventsNow(_ message: PostedPageMessage) -> AnsweredEvents? {
        reader.answerEventsNow(message.json)
    }

    /// The router's JSON text answering `message`, a message that holds a send; its strategies run off the main
    /// actor.
    package func answer(_ message: PostedPageMessage) async -> String {
        await router.receive(message.json)
    }
}
