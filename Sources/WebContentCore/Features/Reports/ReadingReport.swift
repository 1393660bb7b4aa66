/// How the content was fitted to the viewport and its text scaled (the reading feature's steps).
public struct ReadingReport: PageFeatureReport {
    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.reading

    /// The zoom fit-to-width used (1: the content fit), never below the configuration's minimum fit scale.
    public var scale = 1.0
    /// Content still wider than the viewport at ``scale`` scrolls sideways inside its own box.
    public var scrollsHorizontally = false
    /// The text scale the content rendered with.
    public var textScale = 1.0

    /// Content that fit at its own text size.
    public init() {}

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let fitted = report.value(of: RenderStepName.fitWidth) else { return nil }
        scale = fitted["scale"]?.doubleValue ?? 1
        scrollsHorizontally = fitted["scrolls"]?.boolValue ?? false
        textScale = report.value(of: RenderStepName.textScale)?["textScale"]?.doubleValue ?? 1
    }
}
