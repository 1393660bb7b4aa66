package import WebContentCore

/// One page's life in one engine, without the engine: the calls waiting on it, the load in flight and the
/// navigation that carries it, which navigation is our own load's, what the content scheme serves, and the
/// navigation decisions and page-message replies still waiting.
///
/// Each adapter holds one and translates: its engine's callbacks become the events below (a load starts, a
/// navigation starts, finishes or fails, a navigation is asked about, the page is lost); what comes back is a value
/// the adapter turns into the engine's calls (the call to await, whether a navigation is our own load's and so
/// allowed at once). The session starts nothing and calls no engine: the adapter starts the load itself, keeps a
/// navigation that is not ours waiting in ``decisions`` for the chain, and a message that holds a send in
/// ``replies`` for the router.
///
/// Not `Sendable` and bound to no actor: it belongs to its adapter's isolation (the main actor for WKWebView, the
/// GLib actor for WebKitGTK), like the helpers it holds.
package final class PageSession<Navigation: Equatable, Decision, Reply> {
    /// The calls waiting on the engine.
    package let calls: PendingCalls
    /// Navigation decisions waiting for the configuration's chain (true allows), each answered exactly once.
    package let decisions: WaitingAnswers<Decision, Bool>
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

    /// A session whose deadlines run on `clock`; `decide` and `reply` hand an answer to the engine's waiting
    /// decision or reply (``WaitingAnswers``).
    package init<C: Clock<Duration>>(
        clock: C, overtakingCalls: Bool, decide: @escaping (Decision, Bool) -> Void,
        reply: @escaping (Reply, String?) -> Void
    ) {
        calls = PendingCalls(clock: clock)
        decisions = WaitingAnswers(clock: clock, deliver: decide)
        replies = WaitingAnswers(clock: clock, deliver: reply)
        overtakesCalls = overtakingCalls
    }

    /// A session on the continuous clock.
    package convenience init(
        overtakingCalls: Bool = false, decide: @escaping (Decision, Bool) -> Void,
        reply: @escaping (Reply, String?) -> Void
    ) {
        self.init(clock: ContinuousClock(), overtakingCalls: overtakingCalls, decide: decide, reply: reply)
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

    /// The engine asks about the navigation `report` describes: true when it is our own load's.
    ///
    /// Our own load's navigation (``InitialLoadRule``, claimed once) is allowed by the adapter at once, as the chain
    /// would before any handler looked. Any other waits for the chain in ``decisions``.
    package func claimsOwnLoad(_ report: NavigationReport) -> Bool {
        initialLoad.claim(report)
    }

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
