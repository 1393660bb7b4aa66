import Foundation
import Testing

/// `webcontent render --theme dark` and `--original-colours`, end to end through the built binary: the dark
/// theme reports what it did to the colours and the audit finds nothing under 4.5:1, while the same document in
/// its original colours (grey on light grey, as the author made it) is counted.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderColoursTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-colours-tests") }

    /// A template's footer: #999 on #f4f4f4 (2.6:1), and body text on white.
    static let template = """
        <div style="background-color:#f4f4f4;padding:8px"><div style="background-color:#ffffff;color:#333333">\
        <p>Your order has shipped.</p></div><p style="color:#999999">You receive this because you ordered.</p></div>
        """

    func line(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await binary.run(["render", "--json", "--contrast"] + arguments)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        return try #require(run.lines.first, "stdout: \(run.standardOutput)")
    }

    @Test func theDarkThemeReadsAtAAAndTheOriginalColoursAreTheAuthors() async throws {
        let file = try scratch.write("template.html", Self.template)
        let dark = try await line(["--theme", "dark", file])
        let colours = try #require(dark["colours"] as? [String: Any], "\(dark)")
        #expect(colours["mode"] as? String == "adapted")
        #expect(colours["palette"] as? String == "adapted")
        #expect((colours["adjusted"] as? Int ?? 0) >= 2)
        let audit = try #require(dark["contrast"] as? [String: Any])
        #expect(audit["checked"] as? Int == 2)
        #expect(audit["below"] as? Int == 0)
        #expect((audit["minimum"] as? Double ?? 0) >= 4.5)

        let original = try await line(["--theme", "dark", "--original-colours", file])
        #expect((original["colours"] as? [String: Any])?["palette"] as? String == "original")
        let authored = try #require(original["contrast"] as? [String: Any])
        #expect(authored["below"] as? Int == 1, "\(authored)")

        // The light theme shows the author's colours too, and says nothing about colours it did not change.
        let light = try await line(["--theme", "light", file])
        #expect(light["colours"] == nil)
        #expect((light["contrast"] as? [String: Any])?["below"] as? Int == 1)
    }
}
