#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore

extension WebViewHost {
    /// Loads a document and returns when WebKit reports FINISHED.
    ///
    /// `ticket` is the engine's number for this load, taken when its caller asked: a newer load fails this one
    /// (and every pending JavaScript call) with `.superseded`, and a load that arrives after a newer one started
    /// fails at once instead of replacing it (the engine's hops may reorder arrivals, never the outcome).
    func load(_ html: String, delivery: PageDelivery, ticket: UInt64, timeout: Duration) async throws {
        try ensureOpen()
        try tickets.start(ticket)
        calls.failAll(.superseded)
        channel.reset()  // the next document's bridge takes the channel over with its hello
        try await calls.run(Void.self, timeout: timeout, what: "load") { call in
            currentLoad = call
            currentLoadStarted = false
            let load = PageLoad(html, delivery: delivery, host: hostID, serial: ticket)
            initialLoad.expect(load.address)
            servedDocument = load.served
            if let served = load.served {
                webkit_web_view_load_uri(view, served.address)
            } else {
                webkit_web_view_load_html(view, html, load.baseURL?.absoluteString)
            }
        }
    }

    /// Throws `.superseded` when a load newer than the document a call was made for has started.
    func ensureCurrent(_ ticket: UInt64) throws {
        try tickets.ensureCurrent(ticket)
    }

    func loadChanged(_ event: WebKitLoadEvent) {
        guard let load = currentLoad else { return }
        switch event {
        case WEBKIT_LOAD_STARTED:
            currentLoadStarted = true
        case WEBKIT_LOAD_FINISHED where currentLoadStarted:
            currentLoad = nil
            load.succeed(())
        default:
            break
        }
    }

    func loadFailed(_ message: String, cancelled: Bool) {
        guard let load = currentLoad, currentLoadStarted,
            let error = EngineFailure.loadError(message, cancelled: cancelled)
        else { return }
        currentLoad = nil
        load.fail(error)
    }
}
#endif
