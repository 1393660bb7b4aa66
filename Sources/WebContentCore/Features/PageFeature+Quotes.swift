extension PageFeature {
    /// Quoted history and signatures collapsed behind toggles (quotes.js), first of the steps after the insert so the
    /// fit measures the width of what is shown.
    static let quotes = PageFeature(
        name: .quotes, scripts: ["js/quotes.js"], handlers: [RenderStepName.collapseQuotes], requires: [.render],
        steps: { _ in [PhasedRenderStep(.shape, RenderStep(RenderStepName.collapseQuotes))] },
        reportType: QuotesReport.self)
}
