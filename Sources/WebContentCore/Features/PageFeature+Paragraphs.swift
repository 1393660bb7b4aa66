extension PageFeature {
    /// Text that relies on blank lines for its paragraphs (a classic WordPress post as stored) set in paragraphs
    /// (paragraphs.js), first of the shaping steps so everything after sees the paragraphs.
    ///
    /// Installed with ``SetupScriptOption/blankLineParagraphs``.
    static let paragraphs = PageFeature(
        name: .paragraphs, scripts: ["js/paragraphs.js"], handlers: [RenderStepName.paragraphs], requires: [.render],
        enabledWhen: { $0.setupScriptOptions.contains(.blankLineParagraphs) },
        steps: { _ in [PhasedRenderStep(.shape, RenderStep(RenderStepName.paragraphs))] })
}
