#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// Kills the web process as a crash would; pending calls fail with `.webProcessTerminated`.
    ///
    /// The next ``loadHTML(_:baseURL:)`` starts a new web process.
    public func terminateWebProcessForTesting() async {
        await host.terminateWebProcessOnGLib()
    }
}

extension WebViewHost {
    func terminateWebProcessOnGLib() { terminateWebProcess() }
}
#endif
