/// Builds a document's render strategy from the page features its configuration installs: the seed's
/// `ContentRenderStrategyFactory`.
public struct RenderStrategyFactory: Sendable {
    /// How long images and fonts may take to arrive before the height is measured anyway.
    public var settleTimeout: Duration
    /// Steps of the app's own, run after the built-in layout steps and before collecting and measuring.
    public var additionalSteps: [RenderStep]

    /// A factory with the given settle timeout and steps of the app's own.
    public init(settleTimeout: Duration = .seconds(3), additionalSteps: [RenderStep] = []) {
        self.settleTimeout = settleTimeout
        self.additionalSteps = additionalSteps
    }

    /// The steps for `page` of `document`, rendered as `generation` under `configuration`, its colours shown as
    /// `colourMode` says: those of the page features the configuration installs, phase by phase
    /// (``RenderPhase``), with ``additionalSteps`` in the app's phase.
    ///
    /// The content they insert is the page's as those features rewrite it (a classic post's media shortcodes),
    /// before the sanitizer reads it.
    public func strategy(
        for document: ContentDocument, page: ComposedPage, generation: RenderGeneration,
        configuration: WebViewConfiguration, colourMode: ContentColourMode = .adapted
    ) -> RenderStrategy {
        let features = PageFeature.enabled(by: configuration)
        var page = page
        page.content = page.content.map { content in features.reduce(content) { $1.rewritesContent($0) } }
        let context = RenderStepContext(
            document: document, page: page, generation: generation, configuration: configuration,
            colourMode: colourMode, settleTimeout: settleTimeout)
        let phased =
            features.flatMap { $0.steps(context) }
            + additionalSteps.map { PhasedRenderStep(.app, $0) }
        // A stable sort: within a phase, the features' order, then the app's steps in the order given.
        let steps = phased.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }
            .map(\.element.step)
        return RenderStrategy(name: features.map(\.name.rawValue).joined(separator: "+"), steps: steps)
    }
}
