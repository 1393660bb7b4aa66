#if canImport(CWebKitGTK)
import Foundation
import WebContentCore

extension GTKWebEngine {
    /// How long a reported click may annotate the navigation it caused.
    static let clickWindow: Duration = .seconds(2)

    /// Asks the configuration's chain about a navigation and applies its verdict exactly once.
    func decide(_ id: UInt64, _ navigation: HostNavigation) {
        let action = navigationAction(navigation)
        if !action.isUserGesture && !action.isInitialLoad { attempts.navigations += 1 }
        let (host, chain) = (host, configuration.navigationChain)
        Task { [weak self] in
            let verdict = await chain.decide(action)
            await host.decide(id, allow: verdict.decision == .allow)
            if case .route(let route) = verdict.decision, let self {
                self.presentationDelegate?.webPresentation(self, didRequestRoute: route)
            }
        }
    }

    /// The core's description of a navigation; the frame comes from the click the content world reported.
    func navigationAction(_ navigation: HostNavigation) -> NavigationAction {
        var isMainFrame = true
        if let click = recentClick, ContinuousClock.now - click.time < Self.clickWindow,
            click.url == nil || Self.sameTarget(click.url, navigation.url)
        {
            isMainFrame = click.isMainFrame
            recentClick = nil
        }
        return NavigationAction(
            url: navigation.url, kind: navigation.kind, isUserGesture: navigation.isUserGesture,
            isMainFrame: isMainFrame, isInitialLoad: navigation.isInitialLoad,
            targetFrameName: navigation.targetFrameName)
    }

    /// Whether two URLs name the same target, ignoring a trailing slash WebKit may add.
    private static func sameTarget(_ lhs: URL?, _ rhs: URL?) -> Bool {
        guard let lhs, let rhs else { return false }
        func normal(_ url: URL) -> String {
            let text = url.absoluteString
            return text.hasSuffix("/") ? String(text.dropLast()) : text
        }
        return normal(lhs) == normal(rhs)
    }
}
#endif
