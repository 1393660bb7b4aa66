/// How many images were left to load only when they come near the viewport.
public struct LazyImagesReport: PageFeatureReport {
    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.lazyImages

    /// Images below the first screen and a half, marked `loading="lazy"`.
    public var lazy = 0

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let answer = report.value(of: RenderStepName.lazyImages) else { return nil }
        lazy = answer["lazy"]?.intValue ?? 0
    }
}
