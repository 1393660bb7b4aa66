import Foundation

/// One figure of the benchmark: our side against a reference side measured in the same run, and its goal.
struct Figure: Sendable {
    /// What the goal is checked against.
    enum Subject: String, Sendable {
        /// ours / reference (lower is better: times, memory).
        case oursOverReference = "ours/reference"
        /// reference / ours (higher is better for us: a speed-up in time per operation).
        case referenceOverOurs = "reference/ours"
        /// ours / reference (higher is better: throughputs).
        case throughputRatio = "ours/reference throughput"
        /// Our median itself, no reference.
        case oursMedian = "ours median"
    }

    /// A measured side: what it is and its order statistics.
    struct Side: Sendable, Encodable {
        let label: String
        let summary: Summary
    }

    /// What the figure compares and its goal.
    let spec: FigureSpec
    /// The spec's title with what this run measured on.
    let title: String
    var ours: Side?
    var reference: Side?
    /// Free-form facts about the run: failures, checks, what a ratio leaves out.
    var notes: [String] = []
    /// Why the figure could not be measured, when it could not.
    var unavailable: String?

    /// A figure of `spec` before it is measured; `detail` says what this run measures it on.
    init(_ spec: FigureSpec, on detail: String? = nil) {
        self.spec = spec
        title = detail.map { "\(spec.title) (\($0))" } ?? spec.title
    }

    /// A figure that could not be measured, with the reason.
    static func unavailable(_ spec: FigureSpec, reason: String) -> Figure {
        var figure = Figure(spec)
        figure.unavailable = reason
        return figure
    }

    /// The ratio of medians the goal speaks of (nil for a goal on our median alone).
    var ratio: Double? {
        guard let ours = ours?.summary.median else { return nil }
        guard let reference = reference?.summary.median, reference > 0, ours > 0 else { return nil }
        switch spec.subject {
        case .oursOverReference, .throughputRatio: return ours / reference
        case .referenceOverOurs: return reference / ours
        case .oursMedian: return nil
        }
    }

    /// The number compared with the goal.
    var measured: Double? {
        spec.subject == .oursMedian ? ours?.summary.median : ratio
    }

    var met: Bool? { unavailable == nil ? measured.map(spec.goal.isMet) : nil }
}

extension Figure: Encodable {
    private enum Keys: String, CodingKey {
        case title, unit, ours, reference, ratio, ratioOf, goal, met, notes, unavailable
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(title, forKey: .title)
        try container.encode(spec.unit, forKey: .unit)
        try container.encode(ours, forKey: .ours)
        try container.encode(reference, forKey: .reference)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(spec.subject.rawValue, forKey: .ratioOf)
        try container.encode(spec.goal.text, forKey: .goal)
        try container.encode(met, forKey: .met)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(unavailable, forKey: .unavailable)
    }
}

/// A figure whose reference side is another program (headless Chromium), run as a user would run it.
protocol PeerFigure {
    func measure() throws -> Figure
}

/// Milliseconds elapsed since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}
