/// Builds a ``WebViewConfiguration`` step by step: the seed's builder, as a value type.
///
/// Every step returns a changed copy, so steps chain (`WebViewConfigurator().set(disableZoom: true).add(…)`)
/// and a preset can be refined without touching the original. Only ``build()`` makes a configuration.
public struct WebViewConfigurator: Sendable {
    /// What the steps so far set; ``build()`` adds the chain.
    private var configuration = WebViewConfiguration()
    /// The chain so far, in order; ``build()`` ends it with a ``DefaultNavigationActionHandler``.
    public private(set) var navigationHandlers: [any NavigationActionHandler] = []

    /// A configurator with the default configuration and an empty chain.
    public init() {}

    /// Whether the reader's pinch zoom is switched off.
    public func set(disableZoom: Bool) -> Self { with { $0.configuration.disablesZoom = disableZoom } }

    /// Whether the host's title follows the page's `<title>` (off: untrusted pages do not name the screen).
    public func set(overrideTitleFromPage: Bool) -> Self {
        with { $0.configuration.overridesTitleFromPage = overrideTitleFromPage }
    }

    /// Replaces the whole chain.
    public func set(navigationHandlers: [any NavigationActionHandler]) -> Self {
        with { $0.navigationHandlers = navigationHandlers }
    }

    /// Adds a handler at the end of the chain (before the default handler ``build()`` adds).
    public func append(navigationHandler: any NavigationActionHandler) -> Self {
        with { $0.navigationHandlers.append(navigationHandler) }
    }

    /// Inserts a handler at `index` (clamped to the chain), so `at: 0` makes it the head.
    public func insert(navigationHandler: any NavigationActionHandler, at index: Int) -> Self {
        with { $0.navigationHandlers.insert(navigationHandler, at: min(max(index, 0), $0.navigationHandlers.count)) }
    }

    /// Removes every handler with this name.
    public func removeNavigationHandlers(named name: String) -> Self {
        with { $0.navigationHandlers.removeAll { $0.name == name } }
    }

    /// Registers a page-to-Swift strategy; one with the same identifier is replaced.
    public func add(scriptMessageStrategy: any ScriptMessageStrategy) -> Self {
        with { $0.configuration.scriptMessageStrategies.register(scriptMessageStrategy) }
    }

    /// Gives the page a feature (its scripts, handlers and render steps), once however often it is added.
    public func add(feature: PageFeature.Name) -> Self { with { $0.configuration.features.insert(feature) } }

    /// Gives the page a feature that another module declares: its name joins ``WebViewConfiguration/features`` and
    /// the feature the configuration's catalogue, after the core's, so the name selects it from then on.
    public func add(_ feature: PageFeature) -> Self {
        with {
            $0.configuration.featureCatalog.removeAll { $0.name == feature.name }
            $0.configuration.featureCatalog.append(feature)
            $0.configuration.features.insert(feature.name)
        }
    }

    /// Takes back a feature that an earlier step or the preset gave the page.
    ///
    /// The bridge and the render steps stay (every page has them), and so does the sanitizer of untrusted content.
    public func remove(feature: PageFeature.Name) -> Self { with { $0.configuration.features.remove(feature) } }

    /// Replaces the page's features.
    public func set(features: Set<PageFeature.Name>) -> Self { with { $0.configuration.features = features } }

    /// Any origin may load under `.allow`; see ``set(remoteContent:)`` for a trust decision.
    public func set(remoteContentPolicy: RemoteContentPolicy) -> Self {
        with { $0.configuration = $0.configuration.with(remoteContentPolicy: remoteContentPolicy) }
    }

    /// What a ``RemoteContentGrant`` allows for one message: its policy, only its origins when it names them,
    /// and no inline images when it withholds them (junk).
    public func set(remoteContent grant: RemoteContentGrant) -> Self {
        with { $0.configuration = $0.configuration.with(remoteContent: grant) }
    }

    /// The colour theme the content renders in.
    public func set(theme: Theme) -> Self { with { $0.configuration.theme = theme } }

    /// Untrusted content is sanitised, runs no page script and may not navigate on its own.
    public func set(trust: ContentTrust) -> Self { with { $0.configuration.trust = trust } }

    /// CSS pixels; clamped to at least 1.
    public func set(viewportWidth: Double) -> Self {
        with {
            $0.configuration.viewportWidth =
                viewportWidth.isFinite ? max(1, viewportWidth) : WebViewConfiguration().viewportWidth
        }
    }

    /// Clamped to at least 1 ms: a zero timeout would fail every step.
    public func set(stepTimeout: Duration) -> Self {
        with { $0.configuration.stepTimeout = max(.milliseconds(1), stepTimeout) }
    }

    /// Where `cid:` references and (under the proxy policy) remote images come from.
    public func set(resourceProvider: (any ContentResourceProvider)?) -> Self {
        with { $0.configuration.resourceProvider = resourceProvider }
    }

    /// Which frames run the bridge: `.allFrames(allowedOrigins:)` lets iframes of the listed origins send.
    public func set(bridgeFrames: BridgeFrames) -> Self { with { $0.configuration.bridgeFrames = bridgeFrames } }

    /// The smallest zoom fit-to-width may use (default 0.7): below it text is too small to read, so wider content
    /// scrolls sideways inside its own box instead.
    ///
    /// Clamped to ``WebViewConfiguration/minimumFitScaleRange``.
    public func set(minimumFitScale: Double) -> Self { with { $0.configuration.minimumFitScale = minimumFitScale } }

    /// The text size relative to the content's own (default 1).
    ///
    /// Clamped to ``WebViewConfiguration/textScaleRange``.
    public func set(textScale: Double) -> Self { with { $0.configuration.textScale = textScale } }

    /// The configuration.
    ///
    /// Its chain is the handlers in order, then a ``DefaultNavigationActionHandler`` for the configured trust, so every
    /// navigation gets a decision even when no handler was added; if every handler still passes, untrusted content
    /// falls back to cancel.
    public func build() -> WebViewConfiguration {
        var built = configuration
        built.navigationChain = NavigationChain(
            navigationHandlers + [DefaultNavigationActionHandler(trust: configuration.trust)],
            fallback: configuration.trust == .trusted ? .allow : .cancel)
        return built
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
