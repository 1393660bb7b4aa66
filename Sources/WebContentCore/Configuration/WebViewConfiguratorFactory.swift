/// Makes the configurator of each ``WebViewPreset``: the seed's simple factory, plus `post` and `email`.
///
/// It returns configurators, not configurations, so callers can refine a preset before building it.
public enum WebViewConfiguratorFactory {
    public static func make(
        _ preset: WebViewPreset, context: WebViewPresetContext = WebViewPresetContext()
    ) -> WebViewConfigurator {
        switch preset {
        case .default:
            return WebViewConfigurator()
                .add(scriptMessageStrategy: PageScriptMessageStrategy(sink: context.pageMessages))
                .add(scriptMessageStrategy: UserScriptMessageStrategy(sink: context.userMessages))
                .set(navigationHandlers: [
                    LinkRiskNavigationActionHandler(),
                    DeeplinkNavigationActionHandler(opener: context.deeplinkOpener),
                    HomePageTabSwitchNavigationActionHandler(homeURL: context.homeURL),
                    NativeScreenNavigationActionHandler(routes: context.routes),
                ])
                .set(overrideTitleFromPage: false)
                .set(disableZoom: false)
                .set(trust: .untrusted)
                .set(remoteContentPolicy: .allow)
        case .productPage:
            return make(.default, context: context).set(disableZoom: true).set(overrideTitleFromPage: true)
        case .payment:
            // Payment first: a verification page must never be taken by another handler. No link-risk
            // handler: the provider's pages are trusted, and its redirects must not wait for a confirmation.
            return WebViewConfigurator()
                .set(navigationHandlers: [
                    PaymentNavigationActionHandler(verificationRoutes: context.paymentRoutes),
                    DeeplinkNavigationActionHandler(opener: context.deeplinkOpener, requiresUserGesture: false),
                    NativeScreenNavigationActionHandler(routes: context.routes),
                ])
                .set(trust: .trusted)
                .set(remoteContentPolicy: .allow)
        case .post:
            return WebViewConfigurator()
                .set(navigationHandlers: [
                    LinkRiskNavigationActionHandler(),
                    DeeplinkNavigationActionHandler(opener: context.deeplinkOpener),
                    NativeScreenNavigationActionHandler(routes: context.routes),
                    ExternalLinkNavigationActionHandler(),
                ])
                .set(trust: .untrusted)
                .set(remoteContentPolicy: .allow)
                .add(setupScript: .lazyImages)
        case .email:
            // No deeplink handler: a phishing mail must not reach in-app actions through a link.
            return WebViewConfigurator()
                .set(navigationHandlers: [
                    LinkRiskNavigationActionHandler(),
                    NativeScreenNavigationActionHandler(routes: context.routes),
                    ExternalLinkNavigationActionHandler(),
                ])
                .set(trust: .untrusted)
                .set(remoteContentPolicy: .block)
                .add(setupScript: .collapseQuotedText)
        }
    }

    /// The configurator of the preset called `name` (see ``WebViewPreset/init(name:)``), or nil.
    public static func make(
        named name: String, context: WebViewPresetContext = WebViewPresetContext()
    ) -> WebViewConfigurator? {
        WebViewPreset(name: name).map { make($0, context: context) }
    }
}
