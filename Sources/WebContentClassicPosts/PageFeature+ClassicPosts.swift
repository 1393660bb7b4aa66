import Foundation
public import WebContentCore
import WebContentMarkup

extension PageFeature {
    /// A classic WordPress post as stored, shown as WordPress shows it: its embedded addresses and media
    /// shortcodes written out before the sanitizer (WebContentMarkup's `WordPressEmbeds`, then
    /// `WordPressMediaShortcodes`), `[caption]` shortcodes made into figures (captions.js), then paragraphs for text
    /// that relies on blank lines (paragraphs.js), in the markup phase, before anything shapes or measures the content.
    ///
    /// A post written in the block editor (its blocks marked `<!-- wp:`) is already in paragraphs, and WordPress
    /// leaves it alone as well (`has_blocks`). A page gets it with `configurator.add(.classicPosts)`.
    public static let classicPosts = PageFeature(
        name: .classicPosts, scripts: ["js/captions.js", "js/paragraphs.js"],
        handlers: [RenderStepName.captions, RenderStepName.paragraphs], requires: [.render],
        steps: { context in
            let captions = PhasedRenderStep(.markup, RenderStep(RenderStepName.captions))
            let paragraphs = PhasedRenderStep(.markup, RenderStep(RenderStepName.paragraphs))
            return context.document.html.contains(blockMarker) ? [captions] : [captions, paragraphs]
        },
        rewritesContent: { WordPressMediaShortcodes.expand(WordPressEmbeds.expand($0)) },
        reportType: ClassicPostsReport.self, scriptSource: ClassicPostsResources.cache.text)

    /// What WordPress's `has_blocks` looks for: the comment that opens a block.
    static let blockMarker = "<!-- wp:"
}

extension PageFeature.Name {
    /// A classic WordPress post as stored: captions from shortcodes, paragraphs from blank lines.
    public static let classicPosts = Self(rawValue: "classicPosts")
}

extension RenderStepName {
    /// Makes a classic post's `[caption]` shortcodes into figures (captions.js); answers `{captions}`.
    public static let captions = "captions.set"
    /// Sets text that relies on blank lines in paragraphs (paragraphs.js); answers `{paragraphs, containers}`.
    public static let paragraphs = "paragraphs.set"
}

/// What a classic WordPress post's steps made of it: figures from `[caption]` shortcodes, paragraphs from blank lines.
public struct ClassicPostsReport: PageFeatureReport {
    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.classicPosts

    /// `[caption]` shortcodes made into figures.
    public var captions = 0
    /// Paragraphs set from text that relied on blank lines (0 for a block-editor post, which gets none).
    public var paragraphs = 0
    /// Line breaks set between pieces of inline content.
    public var breaks = 0

    /// The report in `report`'s step answers; nil when the feature's steps did not answer.
    public init?(_ report: RenderReport) {
        guard let captioned = report.value(of: RenderStepName.captions) else { return nil }
        captions = captioned["captions"]?.intValue ?? 0
        let paragraphed = report.value(of: RenderStepName.paragraphs)
        paragraphs = paragraphed?["paragraphs"]?.intValue ?? 0
        breaks = paragraphed?["breaks"]?.intValue ?? 0
    }
}

/// The feature's scripts, read from this module's bundle once per process.
enum ClassicPostsResources {
    static let cache = ResourceTexts(bundle: .module, module: "WebContentClassicPosts")
}
