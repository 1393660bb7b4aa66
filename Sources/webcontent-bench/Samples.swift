/// Measurements of one side of a figure, summarised by order statistics (the machine is noisy: medians, not means).
struct Samples: Sendable {
    private(set) var values: [Double] = []

    init(_ values: [Double] = []) { self.values = values }

    mutating func add(_ value: Double) { values.append(value) }

    var count: Int { values.count }

    /// The `q` quantile (0...1) with linear interpolation between order statistics; nil when empty.
    func quantile(_ q: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    var median: Double? { quantile(0.5) }

    /// Median, quartiles and extremes; nil when nothing was measured.
    var summary: Summary? {
        guard let median, let p25 = quantile(0.25), let p75 = quantile(0.75),
            let low = values.min(), let high = values.max()
        else { return nil }
        return Summary(median: median, p25: p25, p75: p75, min: low, max: high, n: values.count)
    }
}

/// The order statistics of a set of samples.
struct Summary: Sendable, Encodable {
    let median: Double
    let p25: Double
    let p75: Double
    let min: Double
    let max: Double
    let n: Int
}
