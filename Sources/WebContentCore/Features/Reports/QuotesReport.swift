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
