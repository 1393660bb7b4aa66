/// Makes the configurator of each ``WebViewPreset``: the seed's simple factory, plus `post` and `email`.
///
/// It returns configurators, not configurations, so callers can refine a preset before building it.
public enum WebViewConfiguratorFactory {
    /// The configurator of `preset`, its handlers and message sinks taken from `context`.
    public static func make(
        _ preset: WebViewPreset, context: WebViewPresetContext = WebViewPresetContext()
    ) -> WebViewConfigurator {
        switch preset {
        case .default:
            let handlers: [any NavigationActionHandler] = [
                LinkRiskNavigationActionHandler(),
                DeeplinkNavigationActionHandler(opener: context.deeplinkOpener),
                HomePageTabSwitchNavigationActionHandler(homeURL: context.homeURL),
                NativeScreenNavigationActionHandler(routes: context.routes),
            ]
            return configurator(.untrusted, .allow, handlers)
                .add(scriptMessageStrategy: PageScriptMessageStrategy(sink: context.pageMessages))
                .add(scriptMessageStrategy: UserScriptMessageStrategy(sink: context.userMessages))
                .set(overrideTitleFromPage: false)
                .set(disableZoom: false)
        case .productPage:
            return make(.default, context: context).set(disableZoom: true).set(overrideTitleFromPage: true)
        case .payment:
            // Payment first: a verification page must never be taken by another handler. No link-risk
            // handler: the provider's pages are trusted, and its redirects must not wait for a confirmation.
            return configurator(
                .trusted, .allow,
                [
                    PaymentNavigationActionHandler(verificationRoutes: context.paymentRoutes),
                    DeeplinkNavigationActionHandler(opener: context.deeplinkOpener, requiresUserGesture: false),
                    NativeScreenNavigationActionHandler(routes: context.routes),
                ])
        case .post:
            let handlers: [any NavigationActionHandler] = [
                LinkRiskNavigationActionHandler(),
                DeeplinkNavigationActionHandler(opener: context.deeplinkOpener),
                NativeScreenNavigationActionHandler(routes: context.routes),
                ExternalLinkNavigationActionHandler(),
            ]
            return configurator(.untrusted, .allow, handlers).add(feature: .lazyImages)
        case .email:
            // No deeplink handler: a phishing mail must not reach in-app actions through a link.
            let handlers: [any NavigationActionHandler] = [
                LinkRiskNavigationActionHandler(),
                NativeScreenNavigationActionHandler(routes: context.routes),
                ExternalLinkNavigationActionHandler(),
            ]
            return configurator(.untrusted, .block, handlers)
                .add(feature: .quotes)
        }
    }

    /// A preset's start: its trust, its remote-content policy and its navigation chain, in order.
    private static func configurator(
        _ trust: ContentTrust, _ remote: RemoteContentPolicy, _ handlers: [any NavigationActionHandler]
    ) -> WebViewConfigurator {
        WebViewConfigurator().set(trust: trust).set(remoteContentPolicy: remote).set(navigationHandlers: handlers)
    }

    /// The configurator of the preset called `name` (see ``WebViewPreset/init(name:)``), or nil.
    public static func make(
        named name: String, context: WebViewPresetContext = WebViewPresetContext()
    ) -> WebViewConfigurator? {
        WebViewPreset(name: name).map { make($0, context: context) }
    }
}
