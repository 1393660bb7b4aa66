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

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let captioned = report.value(of: RenderStepName.captions) else { return nil }
        captions = captioned["captions"]?.intValue ?? 0
        let paragraphed = report.value(of: RenderStepName.paragraphs)
        paragraphs = paragraphed?["paragraphs"]?.intValue ?? 0
        breaks = paragraphed?["breaks"]?.intValue ?? 0
    }
}
