package import WebContentCore

/// What the engine asks and waits to hear back: navigations for the chain's verdict, page messages for the router's
/// answer. The session decides what waits and how long; every answer leaves as a ``Command``: returned, when the
/// adapter's own call answers (a verdict, the router's answer, our own load's navigation), or through the adapter's
/// `perform` when the session answers on its own (a deadline, the page going).
extension PageSession {
    /// What the session asks of its engine; the adapter turns each into the engine's call.
    package enum Command {
        /// Answer a waiting navigation decision: allow the navigation, or not.
        case decide(Decision, allow: Bool)
        /// Answer a page message with the router's JSON text; nil: no answer (the page's Promise is rejected).
        case reply(Reply, json: String?)
        /// Reject a page message the session refuses to read, with `reason`.
        case reject(Reply, reason: String)
    }

    /// What the adapter does with a navigation its engine asks about (``navigationAsked(_:waiting:timeout:)``).
    package enum NavigationStep {
        /// Carry this out now: our own load's navigation, allowed at once.
        case perform(Command)
        /// Ask the configuration's chain, and give its verdict to ``navigationDecided(_:allow:)`` under this id.
        case askChain(id: UInt64)
    }

    /// What the adapter does with a page message its engine received (``messageArrived(_:from:waiting:)``).
    package enum MessageStep {
        /// Record these events in page order, before whatever the engine reports next (a click before the
        /// navigation it causes), then carry out the answer.
        case answered([PageEvent], Command)
        /// Route the message (it holds a send), and give the router's answer to ``messageAnswered(_:json:)`` under
        /// this id.
        case askRouter(id: UInt64)
    }

    /// The engine asks about the navigation `report` describes and waits on `decision` for the answer.
    ///
    /// Our own load's navigation (``InitialLoadRule``, claimed once) is allowed at once, as the chain would before
    /// any handler looked. Any other waits for the chain's verdict; one not given within `timeout` is refused (a
    /// chain that never answers cannot hold a navigation, nor WebKit's decision, for ever), and a verdict after
    /// that is ignored. `isolation` is the adapter's actor, where the deadline answers.
    package func navigationAsked(
        _ report: NavigationReport, waiting decision: Decision, timeout: Duration,
        isolation: isolated (any Actor)? = #isolation
    ) -> NavigationStep {
        if initialLoad.claim(report) { return .perform(.decide(decision, allow: true)) }
        return .askChain(id: decisions.add(decision, expiry: (timeout, false), isolation: isolation))
    }

    /// The chain's verdict on the navigation waiting under `id`: allowed, or not (a cancel or a route).
    ///
    /// Returns the answer for the adapter to carry out; nil for a second verdict, or one after the deadline or after
    /// the page went.
    package func navigationDecided(_ id: UInt64, allow: Bool) -> Command? {
        decisions.take(id).map { .decide($0, allow: allow) }
    }

    /// How many navigations wait for the chain's verdict.
    package var waitingNavigations: Int { decisions.count }

    /// The engine received `message`, posted from the content world named `world`, and waits on `reply` for the
    /// answer.
    ///
    /// A message from any other world is refused: the handler is registered in the content world only, so page
    /// scripts cannot reach it, and this holds should one get through all the same. One that holds only events is
    /// answered at once, its events handed back; one with a send waits for the router, or is answered empty when
    /// the page goes first.
    package func messageArrived(
        _ message: PostedPageMessage, from world: String?, waiting reply: Reply
    ) -> MessageStep {
        guard world == ScriptWorld.content.name else { return .answered([], .reject(reply, reason: "refused")) }
        if let answered = reader.answerEventsNow(message.json) {
            return .answered(answered.events, .reply(reply, json: answered.answer))
        }
        return .askRouter(id: replies.add(reply))
    }

    /// The router's answer to the message waiting under `id` (nil: none).
    ///
    /// Returns the reply for the adapter to carry out, exactly once: nil for a second answer, or one after the page
    /// went.
    package func messageAnswered(_ id: UInt64, json: String?) -> Command? {
        replies.take(id).map { .reply($0, json: json) }
    }

    /// How many page messages wait for the router's answer.
    package var waitingMessages: Int { replies.count }
}
