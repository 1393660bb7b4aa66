import Foundation
import Testing
import WebContentConformance

/// `webcontent render --pdf / --pdf-dir` end to end: paged PDFs whose text `pdftotext` reads back, a message's
/// header first, one file per input.
@Suite(.serialized, .timeLimit(.minutes(10)))
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

    /// Words a serif font draws with ligatures (ff, fi, fl, ffi, ffl) extract as their letters, as the page has
    /// them; the control, a word whose own style asks for ligatures, extracts as the ligature's single code point,
    /// so the check can tell the two apart.
    @Test func ligaturesExtractAsTheirLetters() async throws {
        let words = ["office", "coffee", "offline", "affluent", "waffle", "fluffy", "efficient", "final"]
        let control = "staffing"
        let input = try scratch.write(
            "ligatures.html",
            """
            <p style="font-family: 'DejaVu Serif', serif; font-size: 22px">\(words.joined(separator: " "))
            <span style="font-variant-ligatures: common-ligatures !important">\(control)</span></p>
            """)
        let pdf = scratch.appendingPathComponent("ligatures.pdf").path
        let run = try await binary.run(["render", "--json", "--pdf", pdf, input])
        #expect(run.status == 0, "stderr: \(run.standardError.suffix(2000))")
        let text = try await Self.text(of: pdf)
        for word in words { #expect(text.contains(word), "\(word) in \(text)") }
        let ligatures = Set((0xFB00...0xFB06).compactMap(Unicode.Scalar.init))
        #expect(!text.contains(control), "the control printed without its ligature: \(text)")
        #expect(text.unicodeScalars.contains { ligatures.contains($0) }, "the control's ligature: \(text)")
    }

    @Test func pdfAndPdfDirTogetherIsAUsageError() async throws {
        let input = try scratch.write("x.html", "<p>x</p>")
        let run = try await binary.run(["render", "--pdf", "a.pdf", "--pdf-dir", "d", input])
        #expect(run.status == 2)
        #expect(run.standardError.contains("give --pdf or --pdf-dir, not both"))
    }
}
