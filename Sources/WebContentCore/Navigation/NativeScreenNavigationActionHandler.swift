/// Opens a native screen for links that match the ``RouteTable`` (the seed's `/product/:id`, `/shop/:id`).
///
/// Only links the reader activated in the main frame are routed: a page script or an iframe cannot push
/// native screens on its own.
public struct NativeScreenNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `native-screen`.
    public let name = "native-screen"
    /// The routes from URLs to native screens.
    public let routes: RouteTable

    /// A handler that opens the native screens of `routes`.
    public init(routes: RouteTable) {
        self.routes = routes
    }

    /// Routes a main-frame link the reader activated to the native screen it matches; passes everything else.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isMainFrame, action.isUserGesture,
            action.kind == .linkActivated || action.kind == .other,
            let match = routes.match(url)
        else { return .pass }
        return .decide(
            .route(.native(screen: match.name, parameters: match.parameters, url: url)),
            reason: "route \"\(match.name)\" (rule \(match.ruleIndex)) matches")
    }
}
