/// What one page feature found in a render, read by the feature's own type from its own steps' answers.
///
/// A feature names its report type in its declaration (``PageFeature/reportType``); a ``ContentRenderResult`` keeps
/// the report of each feature whose steps answered, by feature (``ContentRenderResult/report(_:)``).
public protocol PageFeatureReport: Hashable, Sendable, Codable {
    /// The feature whose steps answer it.
    static var feature: PageFeature.Name { get }

    /// The report in a render's step answers; nil when the feature's steps did not answer.
    init?(_ report: RenderReport)
}

/// The reports of a render's page features, by feature: each of its own type, compared and coded by that type.
public struct PageFeatureReports: Hashable, Sendable, Codable {
    private var reports: [PageFeature.Name: any PageFeatureReport] = [:]

    /// No reports.
    public init() {}

    /// The report of each feature in `features` whose steps answered in `report`.
    init(_ report: RenderReport, features: [PageFeature]) {
        for feature in features {
            if let type = feature.reportType, let decoded = type.init(report) { reports[feature.name] = decoded }
        }
    }

    /// The report of `Report`'s feature; nil when it did not report.
    public subscript<Report: PageFeatureReport>(_ type: Report.Type) -> Report? {
        get { reports[Report.feature] as? Report }
        set { reports[Report.feature] = newValue }
    }

    /// The features that reported: the core's in ``PageFeature/all``'s order, then other modules' by name.
    public var features: [PageFeature.Name] {
        let rank = { (name: PageFeature.Name) in PageFeature.all.firstIndex { $0.name == name } ?? .max }
        return reports.keys.sorted { (rank($0), $0.rawValue) < (rank($1), $1.rawValue) }
    }

    /// Equal when the same features reported equal reports.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.reports.count == rhs.reports.count
            && lhs.reports.allSatisfy { name, report in
                rhs.reports[name].map { AnyHashable(report) == AnyHashable($0) } ?? false
            }
    }

    /// Hashes the features that reported and their reports, in order.
    public func hash(into hasher: inout Hasher) {
        for name in features { hasher.combine(name); hasher.combine(AnyHashable(reports[name]!)) }
    }

    /// Coded as an object keyed by feature name, each report as its own type codes it; a feature the core does not
    /// declare (see ``PageFeature/all``), or one that reports nothing, is skipped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {
            let name = PageFeature.Name(rawValue: key.stringValue)
            guard let type = PageFeature.named(name)?.reportType else { continue }
            reports[name] = try Self.decode(type, key, container)
        }
    }

    /// Codes the reports as an object keyed by feature name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (name, report) in reports { try container.encode(report, forKey: Key(stringValue: name.rawValue)) }
    }

    private static func decode<Report: PageFeatureReport>(
        _ type: Report.Type, _ key: Key, _ container: KeyedDecodingContainer<Key>
    ) throws -> Report {
        try container.decode(type, forKey: key)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
