public import Foundation

/// Sends a navigation to the home page to the app's home tab instead (the seed's tab-bar switch).
///
/// Compares scheme, host (case-insensitive, trailing dot ignored), path (`""` equals `"/"`) and query; the
/// fragment is ignored. The chain allows the initial load before this handler runs, so a home page that is
/// itself loaded in the web view is never cancelled.
public struct HomePageTabSwitchNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `home-tab`.
    public let name = "home-tab"
    /// nil: no home page; the handler always passes.
    public let homeURL: URL?
    /// The native screen in the route (the tab to switch to).
    public let screen: String

    /// A handler that sends main-frame navigations to `homeURL` to the native screen `screen`.
    public init(homeURL: URL?, screen: String = "home") {
        self.homeURL = homeURL
        self.screen = screen
    }

    /// Routes a main-frame navigation to the home page to the home tab; passes everything else.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let homeURL, let url = action.url, action.isMainFrame, Self.key(url) == Self.key(homeURL) else {
            return .pass
        }
        return .decide(
            .route(.native(screen: screen, parameters: [:], url: url)), reason: "the home page switches to the home tab"
        )
    }

    private static func key(_ url: URL) -> [String?] {
        var host = url.host(percentEncoded: false)?.lowercased()
        if host?.hasSuffix(".") == true { host?.removeLast() }
        var path = url.path(percentEncoded: true)
        if path.isEmpty { path = "/" }
        return [url.scheme?.lowercased(), host, path, url.query(percentEncoded: true)]
    }
}
