package import WebContentCore

/// The adapters' one way of answering `wck` messages: the router set up from the configuration, events answered
/// at once in arrival order, sends routed off the main actor, each message answered exactly once.
///
/// An adapter translates its engine's message into a ``PostedPageMessage`` and writes the answer back to the page
/// in the form ``PostedPageMessage/answersAsText`` names; everything else happens here, tested on Linux.
@MainActor
package final class PageMessageInbox {
    /// The router every message goes through.
    package let router: PageMessageRouter

    /// An inbox for an engine set up with `configuration`; `onEvent` receives what the page reports on its own.
    package init(configuration: WebViewConfiguration, onEvent: @escaping @MainActor @Sendable (PageEvent) -> Void) {
        router = PageMessageRouter(
            strategies: configuration.scriptMessageStrategies, limits: .standard,
            allowedFrameOrigins: configuration.bridgeFrames.allowedOrigins, onEvent: onEvent)
    }

    /// Answers `message` through `answer` with the router's JSON text, exactly once.
    ///
    /// Events are answered before this returns, so they stay in order with what the engine reports next (a click
    /// before the navigation it causes); a message with a send is answered when its strategies have.
    package func receive(_ message: PostedPageMessage, answer: @escaping @MainActor @Sendable (String) -> Void) {
        let json = message.json
        if let now = router.receiveEventsNow(json) {
            answer(now)
            return
        }
        let router = router
        Task {
            answer(await router.receive(json))
        }
    }
}
