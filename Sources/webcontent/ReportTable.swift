import Foundation

/// The readable report: one row per input, then each failure with its reason.
struct ReportTable {
    let records: [ReportRecord]

    /// Column header, then rows; the input column is as wide as the longest name (up to 48 characters).
    var text: String {
        let nameWidth = min(48, max(5, records.map { Self.shown($0.input).count }.max() ?? 5))
        var lines = [
            Self.row(
                Self.pad("input", nameWidth), "ok", "height", "links", "images", "removed", "stopped", "ms", "title")
        ]
        for record in records {
            let removed = record.removed.elements + record.removed.attributes + record.removed.urls
            let stopped = record.attempts.dialogs + record.attempts.navigations + record.attempts.remoteRequests
            lines.append(
                Self.row(
                    Self.pad(Self.shown(record.input), nameWidth),
                    record.ok ? "yes" : "NO",
                    record.ok ? String(Int(record.height.rounded())) : "-",
                    String(record.links.count), String(record.images.count),
                    String(removed), String(stopped),
                    Self.milliseconds(record.timings.totalMs).replacingOccurrences(of: " ms", with: ""),
                    Self.clip(record.title ?? "", 40)))
        }
        let failures = records.filter { !$0.ok }
        if !failures.isEmpty {
            lines.append("")
            lines.append("failures:")
            for record in failures {
                lines.append("  \(record.input): \(record.failureReasons.joined(separator: "; "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Right-aligned numeric columns after the name.
    private static func row(
        _ name: String, _ ok: String, _ height: String, _ links: String, _ images: String, _ removed: String,
        _ stopped: String, _ ms: String, _ title: String
    ) -> String {
        [
            name, pad(ok, 3), lead(height, 7), lead(links, 5), lead(images, 6), lead(removed, 7), lead(stopped, 7),
            lead(ms, 8), title,
        ].joined(separator: "  ")
    }

    static func milliseconds(_ value: Double) -> String {
        value >= 100 ? "\(Int(value.rounded())) ms" : String(format: "%.1f ms", value)
    }

    /// Long paths keep their end, where the file name is.
    private static func shown(_ name: String) -> String {
        name.count > 48 ? "…" + name.suffix(47) : name
    }

    private static func clip(_ text: String, _ width: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > width ? String(flat.prefix(width - 1)) + "…" : flat
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func lead(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
