extension PageFeature {
    /// Images below the first screen marked to load only near the viewport (lazy-images.js), before the settle step
    /// waits for the others; the post preset's.
    static let lazyImages = PageFeature(
        name: .lazyImages, scripts: ["js/lazy-images.js"], handlers: [RenderStepName.lazyImages], requires: [.render],
        steps: { _ in [PhasedRenderStep(.images, RenderStep(RenderStepName.lazyImages))] },
        reportType: LazyImagesReport.self)
}

extension PageFeature.Name {
    /// Images below the first screen load only when they come near it.
    public static let lazyImages = Self(rawValue: "lazyImages")
}

extension RenderStepName {
    /// Defers off-screen images.
    public static let lazyImages = "images.lazy"
}

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
