package import WebContentCore

/// One page's life in one engine, without the engine: the calls waiting on it, the load in flight and the
/// navigation that carries it, which navigation is our own load's, what the content scheme serves, and the
/// navigation decisions and page-message replies still waiting.
///
/// Each adapter holds one and translates: its engine's callbacks become the events below (a load starts, a
/// navigation starts, finishes or fails, a navigation is asked about, the page is lost); what comes back is a value
/// the adapter turns into the engine's calls (the call to await, what to do with a navigation), or a ``Command``
/// the adapter performs (answer this decision, reply to this message). The
/// session starts nothing and calls no engine: the adapter starts the load itself, asks the chain about a navigation
/// that is not ours (``navigationAsked(_:waiting:timeout:)``), and keeps a message that holds a send in ``replies``
/// for the router.
///
/// Not `Sendable` and bound to no actor: it belongs to its adapter's isolation (the main actor for WKWebView, the
/// GLib actor for WebKitGTK), like the helpers it holds.
package final class PageSession<Navigation: Equatable, Decision, Reply> {
    /// The calls waiting on the engine.
    package let calls: PendingCalls
    /// Navigation decisions waiting for the configuration's chain (true allows), each answered exactly once.
    private let decisions: WaitingAnswers<Decision, Bool>
    /// Page messages waiting for the router's JSON text (nil: no answer), each answered exactly once.
    package let replies: WaitingAnswers<Reply, String?>
    /// The document the content scheme serves for the latest load; nil when its HTML went to the engine directly,
    /// and once the engine closed.
    package private(set) var served: ServedDocument?
    private let currentLoad = CurrentLoad<Navigation>()
    private var initialLoad = InitialLoadRule()
    /// Whether a load overtakes the calls running meanwhile (``PendingCalls/loadStarted()``): for an engine whose
    /// calls carry no load ticket (WKWebView).
    private let overtakesCalls: Bool

    /// What the session asks of its engine; the adapter turns each into the engine's call.
    package enum Command {
        /// Answer a waiting navigation decision: allow the navigation, or not.
        case decide(Decision, allow: Bool)
        /// Answer a waiting page message with the router's JSON text; nil: no answer.
        case reply(Reply, json: String?)
    }

    /// A session whose deadlines run on `clock`; `perform` carries out each of its commands on the engine (an
    /// answer given, one at its deadline, or every one when the page goes).
    package init<C: Clock<Duration>>(
        clock: C, overtakingCalls: Bool, perform: @escaping (Command) -> Void
    ) {
        calls = PendingCalls(clock: clock)
        decisions = WaitingAnswers(clock: clock) { perform(.decide($0, allow: $1)) }
        replies = WaitingAnswers(clock: clock) { perform(.reply($0, json: $1)) }
        overtakesCalls = overtakingCalls
    }

    /// A session on the continuous clock.
    package convenience init(overtakingCalls: Bool = false, perform: @escaping (Command) -> Void) {
        self.init(clock: ContinuousClock(), overtakingCalls: overtakingCalls, perform: perform)
    }

    /// A load of `load` starts: every pending call is superseded (its document is going), the load's navigation is
    /// expected as our own, and its served document is what the content scheme answers from now on.
    ///
    /// Returns the load's call. The adapter then asks the engine for the load (`load.served`'s address, else its
    /// HTML with `load.baseURL`), names the navigation that carries it when the engine's call returns one
    /// (``navigationStarted(_:)``), and awaits the call: it succeeds when that navigation finished, and fails when
    /// it failed, at `timeout`, or as the calls fail. A task cancelled already gets `.cancelled` thrown, and
    /// nothing is expected or served.
    package func loadStarts(
        _ load: PageLoad, timeout: Duration, isolation: isolated (any Actor)? = #isolation
    ) throws -> PendingCall<Void> {
        // An engine that overtakes calls supersedes them as the load registers; one whose calls carry a ticket
        // supersedes them here.
        if !overtakesCalls { calls.failAll(.superseded) }
        let call = try currentLoad.register(
            in: calls, timeout: timeout, overtakingCalls: overtakesCalls, isolation: isolation)
        initialLoad.expect(load.address)
        served = load.served
        return call
    }

    /// The engine started `navigation`, or named it as the one carrying the load it was asked for.
    package func navigationStarted(_ navigation: Navigation) {
        currentLoad.carried(by: navigation)
    }

    /// `navigation` finished; true when it carried the waiting load, which then succeeds.
    @discardableResult
    package func navigationFinished(_ navigation: Navigation) -> Bool {
        currentLoad.finished(navigation)
    }

    /// `navigation` failed with the engine's `description`; true when it carried the waiting load, which then fails
    /// (``CurrentLoad/failed(_:_:cancelled:)``).
    @discardableResult
    package func navigationFailed(_ navigation: Navigation, _ description: String, cancelled: Bool) -> Bool {
        currentLoad.failed(navigation, description, cancelled: cancelled)
    }

    /// What the adapter does with a navigation its engine asks about (``navigationAsked(_:waiting:timeout:)``).
    package enum NavigationStep {
        /// Carry this out now: our own load's navigation, allowed at once.
        case perform(Command)
        /// Ask the configuration's chain, and give its verdict to ``navigationDecided(_:allow:)`` under this id.
        case askChain(id: UInt64)
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
    /// A second verdict, or one after the deadline or after the page went, does nothing.
    package func navigationDecided(_ id: UInt64, allow: Bool) {
        decisions.answer(id, with: allow)
    }

    /// How many navigations wait for the chain's verdict.
    package var waitingNavigations: Int { decisions.count }

    /// The page went (our kill, a dead web process): pending calls fail with `error` at once, no load is current,
    /// waiting navigations are cancelled and waiting page messages answered empty.
    package func pageLost(_ error: WebContentError) {
        calls.failAll(error)
        currentLoad.abandon()
        decisions.answerAll(with: false)
        replies.answerAll(with: nil)
    }

    /// The engine closed: the page is lost with ``WebContentError/engineClosed``, and nothing is served any more.
    package func closed() {
        pageLost(.engineClosed)
        served = nil
    }
}
