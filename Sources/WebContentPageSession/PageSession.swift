package import WebContentCore

/// One page's life in one engine, without the engine: the calls waiting on it, the load in flight and the
/// navigation that carries it, which navigation is our own load's, what the content scheme serves, and the
/// navigation decisions and page-message replies still waiting.
///
/// Each adapter holds one and translates: its engine's callbacks become the events below (a load starts, a
/// navigation starts, finishes or fails, a navigation is asked about, a page message arrives, the page is lost);
/// what comes back is a value the adapter turns into the engine's calls (the call to await, what to do with a
/// navigation or a message), or a ``Command`` the adapter performs (answer this decision, reply to this message).
/// The session starts nothing and calls no engine: the adapter starts the load itself, asks the chain about a
/// navigation that is not ours (``navigationAsked(_:waiting:timeout:)``) and the router about a message that holds a
/// send (``messageArrived(_:from:waiting:)``).
///
/// Not `Sendable` and bound to no actor: it belongs to its adapter's isolation (the main actor for WKWebView, the
/// GLib actor for WebKitGTK), like the helpers it holds.
package final class PageSession<Navigation: Equatable, Decision, Reply> {
    /// The calls waiting on the engine.
    package let calls: PendingCalls
    /// The numbers of the engine's loads, and whether it closed; shared with the adapter's side on another thread,
    /// when it has one (WebKitGTK's main-actor engine).
    package let tickets: SharedLoadTickets
    /// When to recover from a dead web process (``webProcessTerminated(_:)``, ``appStateChanged(_:)``).
    var recoveryGate = WebProcessRecoveryGate()
    /// The link a long-press menu's Open loads, once the chain allowed it (``linkMenuOpened(_:)``).
    var linkMenu = LinkContextMenu()
    /// Navigation decisions waiting for the configuration's chain (true allows), each answered exactly once.
    let decisions: WaitingAnswers<Decision, Bool>
    /// Page messages waiting for the router's JSON text (nil: no answer), each answered exactly once.
    let replies: WaitingAnswers<Reply, String?>
    /// How page messages are read: one that holds only events is answered at once.
    let reader: PageMessageReader
    /// The document the content scheme serves for the latest load; nil when its HTML went to the engine directly,
    /// and once the engine closed.
    package private(set) var served: ServedDocument?
    /// Whether the content scheme has served ``served`` to the view since its load started.
    var servedToView = false
    /// The marker that ends the latest load's HTML when it went to the engine directly
    /// (``loadStarts(_:marker:timeout:isolation:)``).
    private(set) var loadMarker: String?
    private let currentLoad = CurrentLoad<Navigation>()
    /// The serial of the latest load started (``loadStarts(_:marker:timeout:isolation:)``).
    private var latestLoad: UInt64 = 0
    /// The serial of the load whose document the view shows: the latest load started when a navigation last
    /// committed (``navigationCommitted()``), 0 before any.
    ///
    /// What the document does until the next commit (a dialog it opens) is that load's, not a newer one's still on
    /// its way: the document being replaced runs until then.
    package private(set) var shownLoad: UInt64 = 0
    /// What the engine reported about the latest load.
    var progress: LoadProgress?
    var initialLoad = InitialLoadRule()
    /// Whether a load overtakes the calls running meanwhile (``PendingCalls/loadStarted()``): for an engine whose
    /// calls carry no load ticket (WKWebView).
    private let overtakesCalls: Bool

    /// A session whose deadlines run on `clock` and which reads page messages with `reader`; `perform` carries out
    /// each of its commands on the engine (an answer given, one at its deadline, or every one when the page goes).
    package init<C: Clock<Duration>>(
        clock: C, reader: PageMessageReader, overtakingCalls: Bool, tickets: SharedLoadTickets = SharedLoadTickets(),
        perform: @escaping (Command) -> Void
    ) {
        self.reader = reader
        self.tickets = tickets
        calls = PendingCalls(clock: clock)
        decisions = WaitingAnswers(clock: clock) { perform(.decide($0, allow: $1)) }
        replies = WaitingAnswers(clock: clock) { perform(.reply($0, json: $1)) }
        overtakesCalls = overtakingCalls
    }

    /// A session on the continuous clock.
    package convenience init(
        reader: PageMessageReader, overtakingCalls: Bool = false, tickets: SharedLoadTickets = SharedLoadTickets(),
        perform: @escaping (Command) -> Void
    ) {
        self.init(
            clock: ContinuousClock(), reader: reader, overtakingCalls: overtakingCalls, tickets: tickets,
            perform: perform)
    }

    /// A load of `load` starts: every pending call is superseded (its document is going), the load's navigation is
    /// expected as our own, and its served document is what the content scheme answers from now on.
    ///
    /// Returns the load's call. The adapter then asks the engine for the load (`load.served`'s address, else its
    /// HTML with `load.baseURL`), names the navigation that carries it when the engine's call returns one
    /// (``navigationStarted(_:)``), and awaits the call: it succeeds when that navigation finished, and fails when
    /// it failed, at `timeout`, or as the calls fail. A task cancelled already gets `.cancelled` thrown, and
    /// nothing is expected or served.
    ///
    /// An engine whose finished loads name no navigation gives the `marker` that ends HTML loaded directly
    /// (``navigationFinished()``).
    package func loadStarts(
        _ load: PageLoad, marker: String? = nil, timeout: Duration, isolation: isolated (any Actor)? = #isolation
    ) throws -> PendingCall<Void> {
        // An engine that overtakes calls supersedes them as the load registers; one whose calls carry a ticket
        // supersedes them here.
        if !overtakesCalls { calls.failAll(.superseded) }
        let call = try currentLoad.register(
            in: calls, timeout: timeout, overtakingCalls: overtakesCalls,
            progress: { [weak self] in self?.progress?.summary ?? "" }, isolation: isolation)
        initialLoad.expect(load.address)
        progress = LoadProgress(elapsed: calls.stopwatch())
        served = load.served
        latestLoad = load.serial
        servedToView = false
        loadMarker = load.served == nil ? marker : nil
        return call
    }

    /// The engine started `navigation`, or named it as the one carrying the load it was asked for.
    package func navigationStarted(_ navigation: Navigation) {
        progress?.note(.started)
        currentLoad.carried(by: navigation)
    }

    /// The engine committed a navigation: a web process took its document.
    package func navigationCommitted() {
        progress?.note(.committed)
        shownLoad = latestLoad
    }

    /// `navigation` finished; true when it carried the waiting load, which then succeeds.
    @discardableResult
    package func navigationFinished(_ navigation: Navigation) -> Bool {
        let ended = currentLoad.finished(navigation)
        if !ended { progress?.note(.finishPassedOver) }
        return ended
    }

    /// `navigation` failed with the engine's `description`; true when it carried the waiting load, which then fails
    /// (``CurrentLoad/failed(_:_:cancelled:)``).
    @discardableResult
    package func navigationFailed(_ navigation: Navigation, _ description: String, cancelled: Bool) -> Bool {
        progress?.note(cancelled ? .cancelled : .failed)
        return currentLoad.failed(navigation, description, cancelled: cancelled)
    }

    /// The page went (our kill, a dead web process): pending calls fail with `error` at once, no load is current,
    /// waiting navigations are cancelled and waiting page messages answered empty.
    package func pageLost(_ error: WebContentError) {
        calls.failAll(error)
        currentLoad.abandon()
        decisions.answerAll(with: false)
        replies.answerAll(with: nil)
    }

    /// The content scheme asked for `address`: the response for the served document when the address is its own
    /// (the document is then served to the view), nil when it names another document, such as an older load's, or
    /// when the engine closed.
    package func serve(_ address: String) -> ServedResponse? {
        guard let response = served?.response(for: address) else { return nil }
        progress?.note(.served)
        servedToView = true
        return response
    }

    /// The engine closed: the page is lost with ``WebContentError/engineClosed``, and nothing is served any more.
    package func closed() {
        pageLost(.engineClosed)
        recoveryGate.cancelWaitingRecovery()
        served = nil
    }
}
