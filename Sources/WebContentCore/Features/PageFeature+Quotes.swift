extension PageFeature {
    /// Quoted history and signatures collapsed behind toggles (quotes.js), first of the steps after the insert so the
    /// fit measures the width of what is shown.
    ///
    /// Installed with ``SetupScriptOption/collapseQuotedText``.
    static let quotes = PageFeature(
        name: .quotes, scripts: ["js/quotes.js"], handlers: [RenderStepName.collapseQuotes], requires: [.render],
        enabledWhen: { $0.collapsesQuotes },
        steps: { _ in [PhasedRenderStep(.shape, RenderStep(RenderStepName.collapseQuotes))] })
}
