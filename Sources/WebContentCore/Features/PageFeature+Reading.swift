extension PageFeature {
    /// Fit-to-width and text scale (reading.js): every render fits the content to the viewport's width, after
    /// scaling its text when the configuration asks for another size.
    static let reading = PageFeature(
        name: .reading, scripts: ["js/reading.js"], handlers: [RenderStepName.fitWidth, RenderStepName.textScale],
        requires: [.render],
        steps: { context in
            let configuration = context.configuration
            var steps: [PhasedRenderStep] = []
            if configuration.textScale != 1 {
                steps.append(
                    PhasedRenderStep(
                        .scale,
                        RenderStep(
                            RenderStepName.textScale, payload: .object(["scale": .number(configuration.textScale)]))))
            }
            let fit = JSONValue.object([
                "viewportWidth": .number(configuration.viewportWidth),
                "minimumScale": .number(configuration.minimumFitScale),
            ])
            steps.append(PhasedRenderStep(.fit, RenderStep(RenderStepName.fitWidth, payload: fit)))
            return steps
        },
        reportType: ReadingReport.self)
}

extension PageFeature.Name {
    /// Fit-to-width and text scale.
    public static let reading = Self(rawValue: "reading")
}

extension RenderStepName {
    /// Scales wide content (e-mail tables) down to the viewport width, never below the minimum fit scale.
    ///
    /// Payload: viewportWidth, minimumScale.
    public static let fitWidth = "layout.fitWidth"
    /// Scales the text (0.8-3.0); with `refit`, fits the width again as the last fit did.
    ///
    /// Payload: scale, refit.
    public static let textScale = "text.scale"
}

/// How the content was fitted to the viewport and its text scaled (the reading feature's steps).
public struct ReadingReport: PageFeatureReport {
    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.reading

    /// The zoom fit-to-width used (1: the content fit), never below the configuration's minimum fit scale.
    public var scale = 1.0
    /// Content still wider than the viewport at ``scale`` scrolls sideways inside its own box.
    public var scrollsHorizontally = false
    /// The text scale the content rendered with.
    public var textScale = 1.0

    /// Content that fit at its own text size.
    public init() {}

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let fitted = report.value(of: RenderStepName.fitWidth) else { return nil }
        scale = fitted["scale"]?.doubleValue ?? 1
        scrollsHorizontally = fitted["scrolls"]?.boolValue ?? false
        textScale = report.value(of: RenderStepName.textScale)?["textScale"]?.doubleValue ?? 1
    }
}
