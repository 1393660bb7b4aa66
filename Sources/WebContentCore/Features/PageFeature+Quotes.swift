extension PageFeature {
    /// Quoted history and signatures collapsed behind toggles (quotes.js), first of the steps after the insert so the
    /// fit measures the width of what is shown.
    static let quotes = PageFeature(
        name: .quotes, scripts: ["js/quotes.js"], handlers: [RenderStepName.collapseQuotes], requires: [.render],
        steps: { _ in [PhasedRenderStep(.shape, RenderStep(RenderStepName.collapseQuotes))] },
        reportType: QuotesReport.self)
}

extension PageFeature.Name {
    /// Quoted history and signatures behind toggles.
    public static let quotes = Self(rawValue: "quotes")
}

extension RenderStepName {
    /// Collapses the quoted history and the signature that end a message behind toggles (quotes.js); answers
    /// `{collapsed, signatures}`.
    public static let collapseQuotes = "quotes.collapse"
}

/// What the quote collapser put behind toggles: only the quote and the signature that end a message collapse.
public struct QuotesReport: PageFeatureReport {
    /// The feature whose steps answer it.
    public static let feature = PageFeature.Name.quotes

    /// Quoted history collapsed behind a toggle: 0 or 1.
    public var collapsed = 0
    /// Signatures collapsed behind a toggle of their own: 0 or 1.
    public var signatures = 0

    /// Nothing collapsed.
    public init() {}

    /// The report in `report`\'s step answers; nil when the feature\'s steps did not answer.
    public init?(_ report: RenderReport) {
        guard let answer = report.value(of: RenderStepName.collapseQuotes) else { return nil }
        collapsed = answer["collapsed"]?.intValue ?? 0
        signatures = answer["signatures"]?.intValue ?? 0
    }
}
