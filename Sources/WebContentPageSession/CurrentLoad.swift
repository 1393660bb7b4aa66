import WebContentCore

/// The load an engine is waiting on, and which of the engine's load reports end it.
///
/// The engine may still report on an older navigation (its cancellation when the new load replaced it, a late
/// finish): only the navigation that carries the current load ends it. WKWebView names it, with the `WKNavigation`
/// its load call returns and each report repeats. WebKitGTK's load signals name none: its load is carried by the
/// navigation that started after the load call (``UnnamedNavigation``).
///
/// Not `Sendable` and bound to no actor, like ``PendingCalls``: it belongs to its adapter's isolation.
package final class CurrentLoad<Navigation: Equatable> {
    private var call: PendingCall<Void>?
    /// The navigation carrying ``call``; nil while none is known.
    private var carrier: Navigation?
    /// The registry told when the load ends, for the calls started while it loaded (``PendingCalls/loadStarted()``).
    private weak var overtaken: PendingCalls?

    /// No load yet.
    package init() {}

    /// Records a load the caller is about to start in `calls` and returns its call: the caller then asks the engine
    /// for the load, names the navigation that carries it (``carried(by:)``) when the engine's load call returns
    /// one, and awaits the call's value.
    ///
    /// The call succeeds when that navigation finished; fails when it failed, at `timeout`, or as ``PendingCalls``
    /// fails its calls. A load started meanwhile takes this one's place (whoever started it failed this one's
    /// call).
    ///
    /// With `overtakingCalls` (WKWebView, whose calls carry no load ticket), the load fails every pending call as it
    /// starts, and those started while it loads (they run in the document it replaces) when it finishes.
    package func register(
        in calls: PendingCalls, timeout: Duration, overtakingCalls: Bool = false, progress: (() -> String)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) throws -> PendingCall<Void> {
        if overtakingCalls { calls.loadStarted() }
        overtaken = overtakingCalls ? calls : nil
        let call = try calls.register(
            Void.self, timeout: timeout, what: "load", progress: progress, isolation: isolation)
        self.call = call
        carrier = nil
        return call
    }

    /// `navigation` carries the waiting load, if there is one.
    package func carried(by navigation: Navigation) {
        guard call != nil else { return }
        carrier = navigation
    }

    /// `navigation` finished: the load it carries succeeds; true when that was the waiting load.
    @discardableResult
    package func finished(_ navigation: Navigation) -> Bool {
        guard let call = take(navigation) else { return false }
        call.succeed(())
        overtaken?.loadFinished()
        return true
    }

    /// `navigation` failed with the engine's `description`: the load it carries fails with
    /// ``WebContentError/loadFailed(_:)``; true when that was the waiting load.
    ///
    /// A navigation the engine `cancelled` ends nothing: only a newer load cancels one, and whoever started that
    /// load already failed this one's caller with ``WebContentError/superseded``.
    @discardableResult
    package func failed(_ navigation: Navigation, _ description: String, cancelled: Bool) -> Bool {
        guard let error = EngineFailure.loadError(description, cancelled: cancelled), let call = take(navigation)
        else { return false }
        overtaken?.loadFailed()
        call.fail(error)
        return true
    }

    /// No load is current any more: the page went (closing, a dead web process), and whoever let it go failed the
    /// load's call.
    package func abandon() {
        call = nil
        carrier = nil
    }

    /// The waiting call when `navigation` carries it, which is then no longer current.
    private func take(_ navigation: Navigation) -> PendingCall<Void>? {
        guard let call, let carrier, carrier == navigation else { return nil }
        abandon()
        return call
    }
}
