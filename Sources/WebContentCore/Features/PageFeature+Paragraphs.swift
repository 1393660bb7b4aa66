extension PageFeature {
    /// Text that relies on blank lines for its paragraphs (a classic WordPress post as stored) set in paragraphs
    /// (paragraphs.js), first of the shaping steps so everything after sees the paragraphs.
    ///
    /// Installed with ``SetupScriptOption/blankLineParagraphs``. A post written in the block editor (its blocks
    /// marked `<!-- wp:`) is already in paragraphs, and WordPress leaves it alone as well (`has_blocks`).
    static let paragraphs = PageFeature(
        name: .paragraphs, scripts: ["js/paragraphs.js"], handlers: [RenderStepName.paragraphs], requires: [.render],
        enabledWhen: { $0.setupScriptOptions.contains(.blankLineParagraphs) },
        steps: { context in
            context.document.html.contains(blockMarker)
                ? [] : [PhasedRenderStep(.shape, RenderStep(RenderStepName.paragraphs))]
        })

    /// What WordPress's `has_blocks` looks for: the comment that opens a block.
    static let blockMarker = "<!-- wp:"
}
