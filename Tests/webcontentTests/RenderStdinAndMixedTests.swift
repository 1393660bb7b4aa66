import Foundation
import Testing

/// `webcontent render` end to end on a message read from standard input (detected, or as --stdin-format says)
/// and on a batch mixing messages and HTML without --preset (each document under its own kind's preset).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct RenderStdinAndMixedTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-stdin") }

    static let message = RenderMailTests.relatedMessage(html: #"<p>hello</p><img src="cid:pixel@test" alt="pixel">"#)

    @Test func aMessageOnStandardInputIsReadAsMail() async throws {
        let run = try await binary.run(["render", "--json", "-"], input: Data(Self.message.utf8))
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let line = try #require(run.lines.first, "stdout: \(run.standardOutput)")
        #expect(line["input"] as? String == "-")
        #expect(line["subject"] as? String == "Café pixel")
        #expect(line["body"] as? String == "html")
        #expect(line["cidImages"] as? Int == 1)
        // Control: the same bytes forced to HTML are a page of text, with no message fields in the report.
        let asHTML = try await binary.run(
            ["render", "--json", "--stdin-format", "html", "-"], input: Data(Self.message.utf8))
        let page = try #require(asHTML.lines.first, "stdout: \(asHTML.standardOutput)")
        #expect(page["subject"] == nil)
        #expect(page["ok"] as? Bool == true)
    }

    @Test func htmlOnStandardInputStaysHTMLAndEmlIsForcedOnRequest() async throws {
        let html = "<!DOCTYPE html>\n<title>t</title>\n<p>From: me</p>\n"
        let auto = try await binary.run(["render", "--json", "-"], input: Data(html.utf8))
        let line = try #require(auto.lines.first, "stdout: \(auto.standardOutput)")
        #expect(line["ok"] as? Bool == true)
        #expect(line["subject"] == nil && line["body"] == nil)
        #expect(line["title"] as? String == "t")
        // Forced to eml, HTML is no message: a clear failure, exit status 1.
        let forced = try await binary.run(["render", "--json", "--stdin-format", "eml", "-"], input: Data(html.utf8))
        #expect(forced.status == 1)
        let failure = try #require(forced.lines.first, "stdout: \(forced.standardOutput)")
        #expect((failure["errors"] as? [String])?.contains { $0.contains("not an e-mail message") } == true)
        // An unknown format is a usage error.
        let bad = try await binary.run(["render", "--stdin-format", "mbox", "-"], input: Data())
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("stdin-format"))
    }

    @Test func aMixedBatchGivesEachDocumentItsOwnPreset() async throws {
        let remote = #"<p>x</p><img src="https://example.invalid/pic.png">"#
        let mail = try scratch.write("remote.eml", "Subject: remote\nContent-Type: text/html\n\n\(remote)\n")
        let page = try scratch.write("remote.html", remote)
        let mail2 = try scratch.write("remote2.eml", "Subject: again\nContent-Type: text/html\n\n\(remote)\n")
        let page2 = try scratch.write("remote2.html", remote)
        // One worker, so the same worker switches preset back and forth and reuses each engine.
        let run = try await binary.run(["render", "--json", "--jobs", "1", mail, page, mail2, page2])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.lines
        try #require(lines.count == 4, "stdout: \(run.standardOutput)")
        for (index, line) in lines.enumerated() {
            let blocked = (line["attempts"] as? [String: Int])?["remoteRequests"] ?? -1
            let images = (line["images"] as? [Any])?.count ?? -1
            // A message renders under the email preset, HTML under the default one; both block by default.
            #expect(line["preset"] as? String == (index % 2 == 0 ? "email" : "default"), "\(line)")
            #expect(line["remoteContent"] as? String == "block", "\(line)")
            #expect(blocked >= 1 && images == 0, "\(line)")
        }
        // Control: a preset given applies to all; allowing remote content is the opt-in, and the detector sees it.
        let given = try await binary.run(
            ["render", "--json", "--jobs", "1", "--preset", "email", "--remote-content", "allow", mail, page])
        #expect(given.lines.map { $0["preset"] as? String } == ["email", "email"])
        let blockedPage = (given.lines.last?["attempts"] as? [String: Int])?["remoteRequests"] ?? -1
        #expect(blockedPage == 0, "\(given.standardOutput)")
        #expect((given.lines.last?["images"] as? [Any])?.count == 1, "\(given.standardOutput)")
    }
}
