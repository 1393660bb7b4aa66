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
        let load = PageLoad(html, delivery: delivery, host: hostID, serial: ticket)
        try await currentLoad.run(in: calls, timeout: timeout) {
            initialLoad.expect(load.address)
            servedDocument = load.served
            if let served = load.served {
                webkit_web_view_load_uri(view, served.address)
            } else {
                webkit_web_view_load_html(view, html, load.baseURL?.absoluteString)
            }
            // Its navigation is the one whose STARTED comes next (`loadChanged(_:)`).
            return nil
        }
    }

    /// Throws `.superseded` when a load newer than the document a call was made for has started.
    func ensureCurrent(_ ticket: UInt64) throws {
        try tickets.ensureCurrent(ticket)
    }

    func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED: currentLoad.carried(by: UnnamedNavigation())
        case WEBKIT_LOAD_FINISHED: currentLoad.finished(UnnamedNavigation())
        default: break
        }
    }

    func loadFailed(_ message: String, cancelled: Bool) {
        currentLoad.failed(UnnamedNavigation(), message, cancelled: cancelled)
    }
}
#endif
