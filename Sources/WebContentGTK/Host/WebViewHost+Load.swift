#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import Logging
import WebContentCore
import WebContentPageSession

extension WebViewHost {
    /// Loads a document and returns when WebKit reports FINISHED.
    ///
    /// `ticket` is the engine's number for this load, taken when its caller asked: a newer load fails this one
    /// (and every pending JavaScript call) with `.superseded`, and a load that arrives after a newer one started
    /// fails at once instead of replacing it (the engine's hops may reorder arrivals, never the outcome).
    ///
    /// WebKit's load signals name no navigation, and two loads asked for back to back may each run whole, one after
    /// the other, or the older not at all: a FINISHED after this load's call may still be the older one's. So the
    /// load is over only when the finished document is its own, which the session decides
    /// (``PageSession/navigationFinished()``): for a served document, once the view asked for its address
    /// (``ContentScheme``); for HTML given directly (whose base URL every such load may share), when the document
    /// carries the load's marker, a comment appended to its end.
    func load(_ html: String, delivery: PageDelivery, ticket: UInt64, timeout: Duration) async throws {
        try ensureOpen()
        try tickets.start(ticket)
        resetChannel()  // the next document's bridge takes the channel over with its hello
        let load = PageLoad(html, delivery: delivery, host: hostID, serial: ticket)
        let marker = Session.marker(host: hostID, serial: ticket)
        let call = try session.loadStarts(load, marker: marker, timeout: timeout)
        if let served = load.served {
            webkit_web_view_load_uri(view, served.address)
        } else {
            webkit_web_view_load_html(view, html + "<!--\(marker)-->", load.baseURL?.absoluteString)
        }
        // Its navigation is the one whose STARTED comes next (`loadChanged(_:)`).
        try await call.value()
    }

    /// The session's waiting calls, the load with what WebKit reported of it, then what the view itself says:
    /// whether it is loading and how far, and whether its web process answers WebKit's pings.
    var waits: [String] {
        let waits = session.calls.waits
        guard !waits.isEmpty, !isClosed else { return waits }
        let loading =
            webkit_web_view_is_loading(view) != 0
            ? "loading (\(Int(webkit_web_view_get_estimated_load_progress(view) * 100)) %)" : "not loading"
        let answers = webkit_web_view_get_is_web_process_responsive(view) != 0 ? "answering" : "not answering"
        return waits + ["the view: \(loading), its web process \(answers)"]
    }

    /// Throws `.superseded` when a load newer than the document a call was made for has started.
    func ensureCurrent(_ ticket: UInt64) throws {
        try tickets.ensureCurrent(ticket)
    }

    func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED:
            StartupTimeline.mark("load.started")
            session.navigationStarted(UnnamedNavigation())
        case WEBKIT_LOAD_COMMITTED:
            // The first document's web process is up (spawned in its sandbox) and answered.
            StartupTimeline.mark("load.committed")
            session.navigationCommitted()
        case WEBKIT_LOAD_FINISHED:
            StartupTimeline.mark("load.finished")
            if case .readMarker(let marker) = session.navigationFinished() { readMarker(marker) }
        default: break
        }
    }

    func loadFailed(_ message: String, cancelled: Bool) {
        session.navigationFailed(UnnamedNavigation(), message, cancelled: cancelled)
    }

    /// Reads the document's last load marker for the session, which ends the load when it is `marker`
    /// (``PageSession/markerRead(_:shown:)``).
    ///
    /// A read that fails ends nothing, so the load then waits for its own timeout: the failure is logged, since the
    /// load's error will only say that it did not answer.
    private func readMarker(_ marker: String) {
        let ticket = tickets.started
        Task { @GLibActor in
            var shown: JSONValue?
            do {
                shown = try await callAsync(
                    Session.loadMarkerQuery, arguments: ["prefix": .string(Session.loadMarkerPrefix)],
                    world: ScriptWorld.content.name, ticket: ticket, timeout: .seconds(10))
            } catch {
                Self.loadLog.warning("load \(ticket): the finished document's marker could not be read: \(error)")
            }
            session.markerRead(marker, shown: shown)
        }
    }

    private static let loadLog = Logger(label: "WebContentKit.load")
}
#endif
