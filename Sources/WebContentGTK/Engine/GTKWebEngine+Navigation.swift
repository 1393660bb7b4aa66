#if canImport(CWebKitGTK)
import Foundation
import WebContentCore
import WebContentPageSession

extension GTKWebEngine {
    /// Asks the configuration's chain about a navigation and applies its verdict exactly once.
    func decide(_ id: UInt64, _ navigation: HostNavigation) {
        let host = host
        NavigationDecisions.decide(
            navigationAction(navigation), chain: configuration.navigationChain, attempts: &reports.attempts,
            routingTo: self
        ) { allow in await host.decide(id, allow: allow) }
    }

    /// The core's description of a navigation; the frame comes from the click the content world reported
    /// (``RecentClick``), which annotates one navigation only.
    func navigationAction(_ navigation: HostNavigation) -> NavigationAction {
        let report = navigation.report
        return report.action(isInitialLoad: navigation.isInitialLoad, isAppStarted: navigation.isInitialLoad) {
            guard let isMainFrame = recentClick?.isMainFrame(for: report.url, at: .now) else { return nil }
            recentClick = nil
            return isMainFrame
        }
    }
}
#endif
