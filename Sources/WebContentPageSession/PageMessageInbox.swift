package import WebContentCore

/// The router of `wck` messages that hold a send, set up from the configuration, its strategies run off the main
/// actor.
///
/// An adapter translates its engine's message into a ``PostedPageMessage`` and hands it to its page session, which
/// refuses one from outside the content world, answers one of events alone at once with its events handed back as
/// a value, and keeps one with a send waiting for this router's answer; the adapter writes the answer back in the
/// form ``PostedPageMessage/answersAsText`` names.
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
    /// the page session instead (``PageSession/messageArrived(_:from:waiting:)``).
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

    /// The router's JSON text answering `message`, a message that holds a send; its strategies run off the main
    /// actor.
    package func answer(_ message: PostedPageMessage) async -> String {
        await router.receive(message.json)
    }
}
