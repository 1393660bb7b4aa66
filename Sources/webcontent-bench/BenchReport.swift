import Foundation

/// Every figure of one run, printed as a table or as one JSON object keyed by figure.
struct BenchReport: Sendable {
    var figures: [Figure] = []
    var settings: [String: String] = [:]

    mutating func add(_ figure: Figure) { figures.append(figure) }

    /// The table: one line per figure, then the notes.
    func table() -> String {
        let header = ["figure", "ours median [p25-p75]", "reference median [p25-p75]", "unit", "ratio", "goal", "met"]
        var rows: [[String]] = [header]
        for figure in figures {
            if let reason = figure.unavailable {
                rows.append([figure.spec.key, "unavailable: \(reason)", "", "", "", figure.spec.goal.text, "-"])
                continue
            }
            let ratio = figure.ratio.map(Format.number) ?? "-"
            let met = figure.met.map { $0 ? "yes" : "NO" } ?? "-"
            rows.append([
                figure.spec.key, Format.summary(figure.ours?.summary), Format.summary(figure.reference?.summary),
                figure.spec.unit, ratio,
                "\(figure.spec.subject == .oursMedian ? "median" : "ratio") \(figure.spec.goal.text)", met,
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            "| " + row.enumerated().map { Format.pad($0.element, widths[$0.offset]) }.joined(separator: " | ") + " |"
        }
        lines.insert("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|", at: 1)
        lines.append("")
        for figure in figures {
            var sides: [String] = []
            if let ours = figure.ours { sides.append("ours = \(ours.label)") }
            if let reference = figure.reference { sides.append("reference = \(reference.label)") }
            lines.append("\(figure.spec.key) (\(figure.title)): " + sides.joined(separator: "; "))
            for note in figure.notes { lines.append("  - \(note)") }
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object: each figure under its key (null when unavailable, with the reason under "unavailable").
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Wire(report: self))
        return String(decoding: data, as: UTF8.self)
    }

    private struct Wire: Encodable {
        let report: BenchReport

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicKey.self)
            var unavailable: [String: String] = [:]
            for figure in report.figures {
                if let reason = figure.unavailable {
                    unavailable[figure.spec.key] = reason
                    try container.encodeNil(forKey: DynamicKey(figure.spec.key))
                } else {
                    try container.encode(figure, forKey: DynamicKey(figure.spec.key))
                }
            }
            try container.encode(unavailable, forKey: DynamicKey("unavailable"))
            try container.encode(report.settings, forKey: DynamicKey("settings"))
        }
    }
}

/// A JSON key chosen at run time.
struct DynamicKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
