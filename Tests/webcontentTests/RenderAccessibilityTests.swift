import Foundation
import Testing
import WebContentConformance

/// `webcontent render --json` end to end: every line says how accessible its document is (`lang`, `dir`, each
/// link's `name`, the `accessibility` object), one fixture of each kind.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderAccessibilityTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-a11y") }

    /// One line per fixture, by file name.
    func render(_ fixtures: [String: String], _ options: [String] = []) async throws -> [String: [String: Any]] {
        for (name, html) in fixtures { _ = try scratch.write(name, html) }
        let run = try await binary.run(["render", "--json"] + options + [scratch.url.path])
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        var lines: [String: [String: Any]] = [:]
        for line in run.lines {
            if let input = line["input"] as? String { lines[URL(fileURLWithPath: input).lastPathComponent] = line }
        }
        return lines
    }

    @Test func eachKindOfFixtureReportsItsAccessibility() async throws {
        let lines = try await render([
            "hebrew.html": "<html lang=\"he\" dir=\"rtl\"><body><h1>שלום</h1><p>מכתב קצר.</p></body></html>",
            "undeclared.html": "<p>No language, no direction, no heading.</p>",
            "links.html": """
            <a href="https://garden.example/"><img src="https://img.example/logo.png" alt="Garden Co"></a>
            <a href="https://x.example/g" aria-label="Garden Co on X"><img src="https://img.example/x.png"></a>
            <a href="https://garden.example/shop">Shop</a><a href="https://garden.example/t"></a>
            """,
            "tables.html": """
            <table border="1"><tr><td><table><tr><td>Layout</td></tr></table></td></tr></table>
            <table><tr><th>Bulb</th><th>Price</th></tr><tr><td>Tulip</td><td>0.40</td></tr></table>
            """,
            "images.html": """
            <h2>Photos</h2><img src="https://img.example/a.png" width="40" height="40">
            <img src="https://img.example/b.png" alt=""><img src="https://img.example/c.png" alt="A tulip">
            """,
        ])
        let hebrew = try #require(lines["hebrew.html"])
        #expect(hebrew["lang"] as? String == "he")
        #expect(hebrew["dir"] as? String == "rtl")
        #expect(Self.accessibility(hebrew)["headings"] as? [Int] == [1])
        let undeclared = try #require(lines["undeclared.html"])
        #expect(undeclared["lang"] is NSNull && undeclared["dir"] is NSNull)
        #expect(Self.accessibility(undeclared)["headings"] as? [Int] == [])
        let links = try #require(lines["links.html"])
        let names = (links["links"] as? [[String: Any]] ?? []).map { $0["name"] as? String }
        #expect(names == ["Garden Co", "Garden Co on X", "Shop", ""])
        #expect(Self.accessibility(links)["linksWithoutName"] as? Int == 1)
        let tables = Self.accessibility(try #require(lines["tables.html"]))
        #expect(tables["layoutTables"] as? Int == 2)
        #expect(tables["dataTables"] as? Int == 1)
        let images = Self.accessibility(try #require(lines["images.html"]))
        #expect(images["images"] as? Int == 3)
        #expect(images["imagesWithoutAlt"] as? Int == 1)
        #expect(images["headings"] as? [Int] == [2])
        // The object's keys in their documented order, straight from the text.
        let run = try await binary.run(["render", "--json", scratch.appendingPathComponent("images.html").path])
        #expect(
            run.standardOutput.contains(
                #""accessibility":{"images":3,"imagesWithoutAlt":1,"headings":[2],"layoutTables":0,"dataTables":0,"#
                    + #""linksWithoutName":0}"#))
    }

    static func accessibility(_ line: [String: Any]) -> [String: Any] {
        line["accessibility"] as? [String: Any] ?? [:]
    }
}
