#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// How long a reported click may annotate the navigation it caused.
    static let clickWindow: Duration = .seconds(2)

    /// Asks the configuration's chain about a navigation and applies its verdict exactly once.
    func decide(_ id: UInt64, _ navigation: HostNavigation) {
        let host = host
        NavigationDecisions.decide(
            navigationAction(navigation), chain: configuration.navigationChain, attempts: &attempts,
            apply: { allow in await host.decide(id, allow: allow) },
            route: { [weak self] route in
                guard let self else { return }
                self.presentationDelegate?.webPresentation(self, didRequestRoute: route)
            })
    }

    /// The core's description of a navigation; the frame comes from the click the content world reported.
    func navigationAction(_ navigation: HostNavigation) -> NavigationAction {
        var isMainFrame = true
        if let click = recentClick, ContinuousClock.now - click.time < Self.clickWindow,
            click.url == nil || NavigationDecisions.sameTarget(click.url, navigation.url)
        {
            isMainFrame = click.isMainFrame
            recentClick = nil
        }
        return NavigationAction(
            url: navigation.url, kind: navigation.kind, isUserGesture: navigation.isUserGesture,
            isMainFrame: isMainFrame, isInitialLoad: navigation.isInitialLoad,
            targetFrameName: navigation.targetFrameName)
    }
}
#endif
