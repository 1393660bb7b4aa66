import Foundation
import Testing
import WebContentConformance

/// `webcontent render --pdf / --pdf-dir` end to end: paged PDFs whose text `pdftotext` reads back, a message's
/// header first, one file per input.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct RenderPDFTests {
    let (binary, scratch): (RenderBinary, ScratchFolder)

    init() throws { (binary, scratch) = try RenderBinary.withScratch("render-pdf") }

    static let message = """
        From: =?utf-8?Q?Zo=C3=AB?= Walker <zoe@example.org>
        To: reader@example.net
        Subject: =?utf-8?Q?Caf=C3=A9?= minutes
        Date: Mon, 23 Nov 2026 18:04:00 +0100
        Content-Type: text/html; charset=utf-8

        <p>The espresso machine budget was approved.</p><img src="https://tracker.example/pixel.gif">
        """

    static func text(of path: String) async throws -> String { try await PDFText.read(path) }

    @Test func aMessagePrintsWithItsDecodedHeaderFirst() async throws {
        let input = try scratch.write("minutes.eml", Self.message)
        let pdf = scratch.appendingPathComponent("minutes.pdf").path
        let run = try await binary.run(["render", "--json", "--pdf", pdf, input])
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        #expect(run.lines.first?["pdf"] as? String == pdf)
        let text = try await Self.text(of: pdf)
        let subject = try #require(text.range(of: "Café minutes"), "\(text)")
        let body = try #require(text.range(of: "The espresso machine budget was approved."))
        #expect(subject.lowerBound < body.lowerBound)
        #expect(text.contains("Zoë Walker <zoe@example.org>"))
        #expect(text.contains("Mon, 23 Nov 2026 18:04:00 +0100"))
    }

    @Test func aFolderPrintsOnePDFPerDocument() async throws {
        _ = try scratch.write("one.html", "<h1>First document</h1>")
        _ = try scratch.write("two.html", "<h1>Second document</h1>")
        let out = scratch.appendingPathComponent("pdfs").path
        let run = try await binary.run(["render", "--json", "--pdf-dir", out, scratch.url.path])
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        #expect(try await Self.text(of: out + "/one.pdf").contains("First document"))
        #expect(try await Self.text(of: out + "/two.pdf").contains("Second document"))
    }

    @Test func pdfAndPdfDirTogetherIsAUsageError() async throws {
        let input = try scratch.write("x.html", "<p>x</p>")
        let run = try await binary.run(["render", "--pdf", "a.pdf", "--pdf-dir", "d", input])
        #expect(run.status == 2)
        #expect(run.standardError.contains("give --pdf or --pdf-dir, not both"))
    }
}
