#if canImport(CWebKitGTK)
import Foundation
import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Asks the configuration's chain about a navigation the content started, has the host apply its decision
    /// exactly once, then routes it.
    func decide(_ id: UInt64, _ report: NavigationReport) {
        let host = host
        NavigationDecisions.ask(
            navigationAction(report), chain: configuration.navigationChain, attempts: &reports.attempts,
            routingTo: self
        ) { allow in await host.decide(id, allow: allow) }
    }

    /// The core's description of a navigation; the frame comes from the click the content world reported
    /// (``RecentClick``), which annotates one navigation only.
    ///
    /// Our own load never gets here: the host allowed it.
    func navigationAction(_ report: NavigationReport) -> NavigationAction {
        report.action(isInitialLoad: false, isAppStarted: false) {
            guard let isMainFrame = recentClick?.isMainFrame(for: report.url, at: .now) else { return nil }
            recentClick = nil
            return isMainFrame
        }
    }
}
#endif
