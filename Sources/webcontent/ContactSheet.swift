import Foundation
import WebContentCore
import WebContentMarkup

/// An HTML page showing each snapshot with its input, height and counts: the batch at a glance.
///
/// Everything from the documents (names, titles, error text) is HTML-escaped: the sheet is opened in a
/// browser, and a hostile title must not become markup there.
struct ContactSheet {
    let records: [ReportRecord]
    let summary: ReportSummary
    /// Where the sheet will be written; snapshot paths are made relative to its folder.
    let sheetPath: String

    var html: String {
        let cards = records.map(card).joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>webcontent render: contact sheet</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c1e; }
            .sheet { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
            figure { margin: 0; background: #fff; border-radius: 8px; padding: 12px; box-shadow: 0 1px 3px #0002; }
            figure img { display: block; max-height: 900px; border: 1px solid #ddd; }
            figcaption { margin-top: 8px; max-width: 390px; overflow-wrap: anywhere; }
            .failed { outline: 2px solid #c0392b; }
            .errors { color: #c0392b; }
            </style></head><body>
            <h1>Contact sheet</h1>
            <p>\(Self.escape(summary.line))</p>
            <div class="sheet">
            \(cards)
            </div>
            </body></html>

            """
    }

    private func card(_ record: ReportRecord) -> String {
        let image =
            record.snapshotPath.map {
                "<img src=\"\(Self.escape(relative($0)))\" alt=\"snapshot of \(Self.escape(record.input))\">"
            } ?? "<p>(no snapshot)</p>"
        let counts = [
            "height \(Int(record.height.rounded())) px",
            "\(record.links.count) links", "\(record.images.count) images", "\(record.embeds.count) embeds",
            "removed \(record.removed.elements) elements, \(record.removed.attributes) attributes, \(record.removed.urls) URLs",
            "stopped \(record.attempts.remoteRequests) remote loads (\(record.attempts.trackers) trackers), "
                + "\(record.attempts.navigations) navigations, \(record.attempts.dialogs) dialogs",
            "\(ReportTable.milliseconds(record.timings.totalMs))",
        ].map(Self.escape).joined(separator: "<br>")
        let errors =
            record.errors.isEmpty
            ? "" : "<div class=\"errors\">\(record.errors.map(Self.escape).joined(separator: "<br>"))</div>"
        let title = record.title.map { "<br><em>\(Self.escape($0))</em>" } ?? ""
        return """
            <figure\(record.ok ? "" : " class=\"failed\"")>\(image)
            <figcaption><strong>\(Self.escape(record.input))</strong>\(title)<br>\(counts)\(errors)</figcaption></figure>
            """
    }

    /// `path` relative to the sheet's folder (absolute when they share nothing but the root).
    private func relative(_ path: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: sheetPath).standardizedFileURL.deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        guard common > 1 else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
            .joined(separator: "/")
    }

    /// Text safe in element content and in quoted attribute values.
    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
