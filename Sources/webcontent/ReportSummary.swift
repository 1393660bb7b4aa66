/// The batch in one line: documents, failures, median and 95th-percentile render time, total height.
struct ReportSummary: Sendable {
    let documents: Int
    let failures: Int
    /// Of the module's whole render (`timings.totalMs`), over inputs that reached an engine.
    let medianMs: Double
    let p95Ms: Double
    let totalHeight: Double

    init(_ records: [ReportRecord]) {
        documents = records.count
        failures = records.filter { !$0.ok }.count
        let times = records.map(\.timings.totalMs).filter { $0 > 0 }.sorted()
        medianMs = Self.percentile(times, 0.5)
        p95Ms = Self.percentile(times, 0.95)
        totalHeight = records.filter(\.ok).map(\.height).reduce(0, +)
    }

    /// Nearest-rank percentile (0 for no values).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    var line: String {
        "\(documents) document\(documents == 1 ? "" : "s"), \(failures) failure\(failures == 1 ? "" : "s"), "
            + "median \(ReportTable.milliseconds(medianMs)), p95 \(ReportTable.milliseconds(p95Ms)), "
            + "total height \(Int(totalHeight.rounded())) px"
    }
}
