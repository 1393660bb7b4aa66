import Foundation
import Testing
import WebContentConformance

/// What a screen reader gets, read through the accessibility tree rather than the DOM: `webcontent view` in a
/// private desktop session (Xvfb, a session bus, at-spi2-core's accessibility bus), its web process's AT-SPI
/// objects walked from another process (`Resources/atspi-tree.py`, Debian's python3 with GObject
/// introspection), as Orca would find them.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct AccessibilityTreeTests {
    struct Node: Decodable {
        var depth: Int
        var role: String
        var name: String
    }

    struct Tree: Decodable {
        var roots: Int?
        var nodes: [Node]?
        var error: String?
    }

    /// A newsletter under the reader's `block` default: a bordered layout table holding a linked logo, a data
    /// table, a link named only by `aria-label`, and a withheld image with alt text.
    static let newsletter = """
        <html lang="en"><body>
        <h1>Autumn bulbs</h1>
        <table border="1" cellpadding="8"><tr><td><a href="https://garden.example/"><img
          src="https://img.example/logo.png" alt="Garden Co" width="120" height="40"></a></td>
          <td>Seeds and bulbs since 1921</td></tr><tr><td>Order by Friday</td><td>Free delivery</td></tr></table>
        <h2>Prices</h2>
        <table><tr><th>Bulb</th><th>Price</th></tr><tr><td>Tulip</td><td>0.40</td></tr></table>
        <p><a href="https://x.example/garden" aria-label="Garden Co on X">X</a></p>
        <img src="https://img.example/hero.png" alt="Tulip field in April" width="300" height="120">
        </body></html>
        """

    static func tree(of html: String) async throws -> [Node] {
        let scratch = try ScratchFolder("atspi-tree")
        let page = try scratch.write("newsletter.html", html)
        let script = try #require(Bundle.module.url(forResource: "Resources/atspi-tree", withExtension: "py"))
        // Debian's python3, where python3-gi lives (a python3 earlier on the PATH may not have it).
        let run = try ChildProcess("/usr/bin/python3", [script.path, try RenderBinary.locate().url.path, page])
        let status = await run.wait(limit: .seconds(150))
        #expect(status == 0, "atspi-tree.py: \(run.output.suffix(500)) \(run.errorOutput.suffix(1500))")
        let tree = try JSONDecoder().decode(Tree.self, from: Data(run.output.utf8))
        #expect(tree.error == nil, "\(tree.error ?? "")")
        #expect(tree.roots == 1, "one web process tree")
        return tree.nodes ?? []
    }

    @Test func aScreenReaderGetsHeadingsLinkNamesImageAltsAndOnlyTheDataTable() async throws {
        let nodes = try await Self.tree(of: Self.newsletter)
        let names = { (role: String) in nodes.filter { $0.role == role }.map(\.name) }
        #expect(nodes.contains { $0.role == "document web" }, "\(nodes.map { "\($0.role) \($0.name)" })")
        #expect(names("heading") == ["Autumn bulbs", "Prices"])
        // The logo's link is named by the withheld image's alt, the icon link by its aria-label.
        #expect(names("link") == ["Garden Co", "Garden Co on X"])
        // Withheld images still speak: each placeholder is an image named by the alt text.
        #expect(names("image") == ["Garden Co", "Tulip field in April"])
        // The data table is a table with its column headers; the bordered layout table (role="presentation"
        // from the sanitizer) is not a table at all, so nothing announces its rows and columns.
        #expect(names("table").count == 1)
        #expect(nodes.filter { $0.role == "column header" }.count == 2)
        #expect(nodes.filter { $0.role == "table cell" }.count == 2, "the data table's two cells only")
    }
}
