import Foundation
import Testing

@testable import webcontent

/// How `webcontent render` turns its arguments into documents: folders walked, links followed, paths shown as
/// the user spelled them.
@Suite(.timeLimit(.minutes(10)))
struct InputCollectorTests {
    /// A folder of two pages and a message, a hidden page, a text file, and a link to a page elsewhere.
    static func corpus() throws -> (folder: ScratchFolder, elsewhere: ScratchFolder) {
        let folder = try ScratchFolder("inputs")
        let elsewhere = try ScratchFolder("inputs-elsewhere")
        _ = try folder.write("a.html", "<p>a</p>")
        _ = try folder.write("b.HTM", "<p>b</p>")
        _ = try folder.write("c.eml", "Subject: c\r\n\r\nc\r\n")
        _ = try folder.write(".hidden.html", "<p>hidden</p>")
        _ = try folder.write("notes.txt", "not a document")
        let target = try elsewhere.write("d.html", "<p>d</p>")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("d.html").path, withDestinationPath: target)
        return (folder, elsewhere)
    }

    @Test func aFolderGivesItsDocumentsSortedAsSpelled() throws {
        let (folder, _) = try Self.corpus()
        let names = InputCollector().collect([folder.url.path]).map(\.name)
        #expect(names == ["a.html", "b.HTM", "c.eml", "d.html"].map { folder.url.path + "/" + $0 })
    }

    /// `render corpus` where `corpus` links to the real folder: the link is followed, not reported as empty.
    @Test func aFolderThatIsALinkIsWalked() throws {
        let (folder, _) = try Self.corpus()
        let links = try ScratchFolder("inputs-links")
        let link = links.appendingPathComponent("corpus").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.url.path)
        let items = InputCollector().collect([link, link + "/"])
        let expected = ["a.html", "b.HTM", "c.eml", "d.html"].map { link + "/" + $0 }
        #expect(items.map(\.name) == expected + expected)
        #expect(items.allSatisfy { if case .document = $0 { true } else { false } }, "\(items)")
    }

    @Test func aFolderWithoutDocumentsIsAProblemInItsPlace() throws {
        let empty = try ScratchFolder("inputs-empty")
        _ = try empty.write("notes.txt", "nothing to render")
        let items = InputCollector().collect([empty.url.path, "/nonexistent/webcontent"])
        #expect(items.count == 2)
        guard case .problem(let first) = items.first, case .problem(let second) = items.last else {
            Issue.record("expected two problems: \(items)")
            return
        }
        #expect(first.reason == "folder contains no .html, .htm or .eml file")
        #expect(second.reason == "no such file or folder")
    }
}
