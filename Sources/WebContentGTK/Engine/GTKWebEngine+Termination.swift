#if canImport(CWebKitGTK)
import Foundation
public import WebContentCore

extension GTKWebEngine: ProcessTerminatingEngine {
    /// Kills the web process: how a host stops a page that no load or call can end (a script spinning forever).
    ///
    /// Pending calls fail with `WebContentError.webProcessTerminated(_:)` at once and the engine delegate hears
    /// of it (reason `.terminatedByAPI`), as for a crash; the next load starts a new web process.
    public func terminateWebProcess() async {
        await host.terminateWebProcessOnGLib()
    }
}

extension WebViewHost {
    func terminateWebProcessOnGLib() { terminateWebProcess() }
}
#endif
