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
