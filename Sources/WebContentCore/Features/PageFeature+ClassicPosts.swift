import WebContentMarkup

extension PageFeature {
    /// A classic WordPress post as stored, shown as WordPress shows it: its embedded addresses and media
    /// shortcodes written out before the sanitizer (``WordPressEmbeds``, then ``WordPressMediaShortcodes``),
    /// `[caption]` shortcodes made into figures (captions.js), then paragraphs for text that relies on blank lines
    /// (paragraphs.js); first of the shaping steps so everything after sees the result.
    ///
    /// A post written in the block editor (its blocks marked
    /// `<!-- wp:`) is already in paragraphs, and WordPress leaves it alone as well (`has_blocks`).
    static let classicPosts = PageFeature(
        name: .classicPosts, scripts: ["js/captions.js", "js/paragraphs.js"],
        handlers: [RenderStepName.captions, RenderStepName.paragraphs], requires: [.render],
        steps: { context in
            let captions = PhasedRenderStep(.shape, RenderStep(RenderStepName.captions))
            let paragraphs = PhasedRenderStep(.shape, RenderStep(RenderStepName.paragraphs))
            return context.document.html.contains(blockMarker) ? [captions] : [captions, paragraphs]
        },
        rewritesContent: { WordPressMediaShortcodes.expand(WordPressEmbeds.expand($0)) },
        reportType: ClassicPostsReport.self)

    /// What WordPress's `has_blocks` looks for: the comment that opens a block.
    static let blockMarker = "<!-- wp:"
}
