import Foundation
import Testing

@testable import webcontent

/// The engine-free parts of `webcontent render`: UTF-8 repair, the report line, the summary, file names.
@Suite(.timeLimit(.minutes(10))) struct RenderReportTests {
    @Test func validUTF8IsTakenAsIsAndInvalidBytesAreCountedAndReplaced() throws {
        let reader = InputReader()
        let valid = try reader.decode(Data("<p>café ☕</p>".utf8), source: .standardInput)
        #expect(valid.html == "<p>café ☕</p>")
        #expect(valid.warnings.isEmpty)
        let bytes = Array("caf".utf8) + [0xE9] + Array(" x ".utf8) + [0xFF] + Array("!".utf8)
        let repaired = try reader.decode(Data(bytes), source: .standardInput)
        #expect(repaired.html == "caf\u{FFFD} x \u{FFFD}!")
        #expect(repaired.warnings == ["warning: invalid UTF-8: 2 sequences replaced with U+FFFD (first near byte 3)"])
    }

    @Test func aByteOrderMarkIsDroppedAndOversizedDocumentsAreRefused() throws {
        let reader = InputReader(largeDocumentBytes: 8, maximumBytes: 16)
        let marked = try reader.decode(Data([0xEF, 0xBB, 0xBF] + Array("<p>hi</p>".utf8)), source: .standardInput)
        #expect(marked.html == "<p>hi</p>")
        #expect(marked.warnings.first?.hasPrefix("warning: large document") == true)
        #expect(throws: InputReader.ReadError.self) {
            try reader.decode(Data(repeating: 0x61, count: 17), source: .standardInput)
        }
    }

    @Test func reportLinesKeepTheirKeyOrderAndEscapeWhatJSONMust() {
        var record = ReportRecord(input: "a \"quoted\"\nname\u{2028}.html", width: 390)
        record.ok = true
        record.height = 120.5
        record.errors = ["warning: x"]
        let text = record.json.text
        #expect(!text.contains("\n"))
        #expect(
            text.hasPrefix(
                #"{"input":"a \"quoted\"\nname\u2028.html","ok":true,"width":390,"height":120.5,"title":null,"#
                    + #""lang":null,"dir":null,"links":[],"#))
        #expect(text.contains(#""embeds":[],"accessibility":null,"scale":1,"#))
        #expect(text.hasSuffix(#""errors":["warning: x"],"preset":null,"remoteContent":null,"remote":null}"#))
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(parsed?["input"] as? String == "a \"quoted\"\nname\u{2028}.html")
    }

    @Test func theSummaryUsesNearestRankPercentilesOverRenderedTimes() {
        let records = (1...20).map { index -> ReportRecord in
            var record = ReportRecord(input: "\(index)", width: 390)
            record.ok = index != 20
            record.height = 10
            record.timings.totalMs = Double(index)
            return record
        }
        let summary = ReportSummary(records)
        #expect(summary.documents == 20)
        #expect(summary.failures == 1)
        #expect(summary.medianMs == 10)
        #expect(summary.p95Ms == 19)
        #expect(summary.totalHeight == 190)
        #expect(ReportSummary.percentile([], 0.5) == 0)
    }

    @Test func snapshotNamesAreSafeAndUniqueInTheFolder() {
        let sources: [InputSource] = [
            .file("a/post.html"), .file("b/post.htm"), .file("c/we ird<>.html"), .standardInput,
        ]
        let paths = RenderSnapshotNames.paths(for: sources, file: nil, dir: "out")
        #expect(paths[.file("a/post.html")] == "out/post.png")
        #expect(paths[.file("b/post.htm")] == "out/post-2.png")
        #expect(paths[.file("c/we ird<>.html")] == "out/we-ird.png")
        #expect(paths[.standardInput] == "out/stdin.png")
    }

    @Test func theContactSheetEscapesEverythingFromTheDocuments() {
        #expect(
            ContactSheet.escape(#"<img src=x onerror="a">&'"#) == "&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;")
        var record = ReportRecord(input: "<script>.html", width: 390)
        record.title = "</figcaption><script>alert(1)</script>"
        record.snapshotPath = "/tmp/out/x.png"
        let html = ContactSheet(records: [record], summary: ReportSummary([record]), sheetPath: "/tmp/out/index.html")
            .html
        #expect(!html.contains("<script>"))
        #expect(html.contains("src=\"x.png\""))
    }
}
