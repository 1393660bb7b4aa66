import Foundation
import Testing

/// `webcontent render` with the reading options: the fit-to-width floor and the scale it reports, text scale,
/// and find, end to end through the built binary.
@Suite(.serialized, .timeLimit(.minutes(3)))
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
