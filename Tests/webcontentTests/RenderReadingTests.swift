import Foundation
import Testing
import WebContentConformance

/// `webcontent render` with the reading options: the fit-to-width floor and the scale it reports, text scale,
/// and find, end to end through the built binary.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderReadingTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-reading-tests") }

    /// A 1200 px table (a zoom of about 0.32 would fit it into 390 px) and a word planted three times.
    static let wide = """
        <table width="1200" style="width:1200px"><tr><td>A column far too wide. Wide, WIDE.</td></tr></table>
        <p>Some text about a (special) [case] below.</p>
        """

    @Test func theFloorHoldsAtSevenTenthsAndTheReportSaysSoWithFindAndTextScale() async throws {
        let file = try scratch.write("wide.html", Self.wide)
        let png = scratch.appendingPathComponent("wide.png").path
        let run = try await binary.run([
            "render", "--json", "--width", "390", "--find", "wide", "--text-scale", "2", "--contrast", "--png", png,
            file,
        ])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first, "stdout: \(run.standardOutput)")
        #expect(line["scale"] as? Double == 0.7)
        #expect(line["textScale"] as? Double == 2)
        #expect((line["find"] as? [String: Any])?["matches"] as? Int == 3)
        #expect(FileManager.default.fileExists(atPath: png))
        let contrast = try #require(line["contrast"] as? [String: Any], "\(line)")
        #expect((contrast["checked"] as? Int ?? 0) >= 2)
        #expect(contrast["below"] as? Int == 0)
        #expect((contrast["minimum"] as? Double ?? 0) >= 4.5)
        // Plain text: brackets and parentheses are no pattern.
        let special = try await binary.run(["render", "--json", "--find", "(special) [case]", file])
        #expect((special.lines.first?["find"] as? [String: Any])?["matches"] as? Int == 1, "\(special.standardOutput)")
    }

    @Test func aLowFloorShrinksTheTableAsBeforeAndNoFindLeavesNoKey() async throws {
        let file = try scratch.write("wide.html", Self.wide)
        let run = try await binary.run(["render", "--json", "--width", "390", "--minimum-scale", "0.1", file])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first, "stdout: \(run.standardOutput)")
        let scale = try #require(line["scale"] as? Double)
        #expect(scale > 0.3 && scale < 0.35)
        #expect(line["textScale"] as? Double == 1)
        #expect(line["find"] == nil)
        #expect(line["contrast"] == nil)
    }

    /// A 600 px template of two coloured columns, each ending in a word of its own; at 390 px the fit stops at
    /// 0.7, and the right column reaches past the screen's edge.
    static let twoColumns = """
        <table width="600" style="width:600px" cellpadding="0" cellspacing="0"><tr>\
        <td width="300" style="background-color:#ffeecc"><h2>Left heading</h2><p>Left column, LEFTEND</p></td>\
        <td width="300" style="background-color:#cce0ff"><h2>Right heading SECONDWORD</h2>\
        <p>Right column, its line ends with RIGHTEND</p><p style="text-align:right;margin:0">\
        <span style="display:inline-block;width:20px;height:20px;background-color:#00aa55"></span></p></td>\
        </tr></table>
        """

    /// Where the PNG at `png` paints `colour` (`pixel-contrast.py --extent`, which decodes it itself).
    /// Where `colour` (RRGGBB) is painted in `png`, read by the witness script (its own PNG decoder).
    static func extent(_ png: String, _ colour: String) async throws -> (width: Int, left: Int?, right: Int?) {
        let script = try #require(Bundle.module.url(forResource: "Resources/pixel-contrast", withExtension: "py"))
        let reader = try ChildProcess("/usr/bin/env", ["python3", script.path, "--extent", png, colour])
        #expect(await reader.wait() == 0, "\(reader.errorOutput)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reader.output.utf8)) as? [String: Any])
        return (try #require(json["width"] as? Int), json["left"] as? Int, json["right"] as? Int)
    }

    @Test(arguments: [600, 1300])
    func wideContentIsWholeInThePNGAndThePDF(width: Int) async throws {
        let html = Self.twoColumns.replacingOccurrences(of: "600", with: "\(width)")
            .replacingOccurrences(of: "300", with: "\(width / 2)")
        let file = try scratch.write("columns-\(width).html", html)
        let (png, pdf) = (
            scratch.appendingPathComponent("c\(width).png").path, scratch.appendingPathComponent("c\(width).pdf").path
        )
        let run = try await binary.run(["render", "--json", "--width", "390", "--png", png, "--pdf", pdf, file])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first, "stdout: \(run.standardOutput)")
        #expect(line["scale"] as? Double == 0.7)
        // The picture: the green mark that ends the right column is in it, whole (a cut picture loses it, or
        // keeps a sliver), at the zoom the report gives, below the screen's floor.
        let pngScale = try #require(line["pngScale"] as? Double, "\(line)")
        #expect(pngScale < 0.7)
        let mark = try await Self.extent(png, "00aa55")
        #expect(mark.width == 390)
        let (left, right) = (try #require(mark.left, "no mark in the picture"), try #require(mark.right))
        #expect(abs(Double(right - left + 1) - 20 * pngScale) <= 2, "mark \(left)-\(right) at \(pngScale)")
        // The paper: every word, from the page's right end too.
        let text = try await PDFText.read(pdf)
        for word in ["LEFTEND", "SECONDWORD", "RIGHTEND"] { #expect(text.contains(word), "\(word) in \(text)") }
        let pdfScale = try #require(line["pdfScale"] as? Double, "\(line)")
        #expect(width > 1000 ? pdfScale < 0.7 : pdfScale == 1, "\(pdfScale)")
    }

    @Test func outOfRangeScalesAreRefusedAsUsageErrors() async throws {
        let file = try scratch.write("plain.html", "<p>Hi</p>")
        let text = try await binary.run(["render", "--text-scale", "3.5", file])
        #expect(text.status == 2, "\(text.status)")
        #expect(text.standardError.contains("--text-scale must be between 0.8 and 3.0"))
        let floor = try await binary.run(["render", "--minimum-scale", "0", file])
        #expect(floor.status == 2)
        #expect(floor.standardError.contains("--minimum-scale must be between 0.1 and 1"))
    }
}
