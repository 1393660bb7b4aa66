import Foundation

/// Number formatting for the table: a few significant digits, no locale.
enum Format {
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        if magnitude >= 10_000 { return String(format: "%.0f", value) }
        if magnitude >= 100 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }

    /// `median [p25-p75]` of a summary.
    static func summary(_ summary: Summary?) -> String {
        guard let summary else { return "-" }
        return "\(number(summary.median)) [\(number(summary.p25))-\(number(summary.p75))]"
    }

    /// Pads (or keeps) `text` to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
