/// Builds the render strategy for a kind of content: the seed's `ContentRenderStrategyFactory`.
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
    /// `colourMode` says.
    public func strategy(
        for document: ContentDocument, page: ComposedPage, generation: RenderGeneration,
        configuration: WebViewConfiguration, colourMode: ContentColourMode = .adapted
    ) -> RenderStrategy {
        var steps: [RenderStep] = []
        if let content = page.content {
            steps.append(insertStep(content, document: document, generation: generation, configuration: configuration))
        } else {
            steps.append(
                RenderStep(RenderStepName.begin, payload: .object(["generation": .number(Double(generation.value))])))
        }
        // Collapsing the quoted history first, so the fit measures the width of what is shown.
        if configuration.collapsesQuotes {
            steps.append(RenderStep(RenderStepName.collapseQuotes))
        }
        // Text scale changes the width the content needs, so it comes before the fit (and only when asked for).
        if configuration.textScale != 1 {
            steps.append(
                RenderStep(RenderStepName.textScale, payload: .object(["scale": .number(configuration.textScale)])))
        }
        steps.append(
            RenderStep(
                RenderStepName.fitWidth,
                payload: .object([
                    "viewportWidth": .number(configuration.viewportWidth),
                    "minimumScale": .number(configuration.minimumFitScale),
                ])))
        if configuration.setupScriptOptions.contains(.lazyImages) {
            steps.append(RenderStep(RenderStepName.lazyImages))
        }
        steps += additionalSteps
        // Last of the steps that change the content, so the quote toggles and the app's own steps' text is read too.
        if page.content != nil {
            steps.append(RenderStep(RenderStepName.colours, payload: .object(["mode": .string(colourMode.rawValue)])))
        }
        let settleMs = settleTimeout.milliseconds
        steps.append(
            RenderStep(
                RenderStepName.settle, payload: .object(["timeoutMs": .number(settleMs)]),
                timeout: settleTimeout + .seconds(2)))
        steps.append(RenderStep(RenderStepName.collect))
        steps.append(RenderStep(RenderStepName.measure))
        return RenderStrategy(name: document.kind.rawValue, steps: steps)
    }

    private func insertStep(
        _ content: String, document: ContentDocument, generation: RenderGeneration,
        configuration: WebViewConfiguration
    ) -> RenderStep {
        RenderStep(
            RenderStepName.insertContent,
            payload: .object([
                "html": .string(content),
                "baseURL": document.baseURL.map { .string($0.absoluteString) } ?? .null,
                "generation": .number(Double(generation.value)),
                "policy": .string(configuration.remoteContentPolicy.rawValue),
                "origins": configuration.remoteOrigins.map { .array($0.map(JSONValue.string)) } ?? .null,
                "inlineImages": .bool(!configuration.withholdsInlineImages),
                "theme": .string(configuration.theme.rawValue),
                "kind": .string(document.kind.rawValue),
            ]))
    }
}
