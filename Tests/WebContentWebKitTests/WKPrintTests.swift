#if canImport(WebKit)
import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentWebKit

/// `printPDF()` on real web processes, read by poppler (`pdfinfo`, `pdftotext`), which shares no code with the
/// adapter: a document several screens tall prints to several pages, and its words read back as text.
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKPrintTests {
    @Test(.timeLimit(.minutes(2))) func aTallDocumentPrintsToSeveralPagesOfText() async throws {
        let body = (1...150).map { "<p>Paragraph \($0) of the zebra report.</p>" }.joined()
        try await WKEngineFixture.with(loading: body) { engine in
            let pdf = try await engine.printPDF()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("wk-print-\(UUID()).pdf")
            try pdf.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let pages = try await Self.pageCount(file.path)
            print("printPDF: \(pages.map(String.init) ?? "no") pages, \(pdf.count) bytes")
            #expect((pages ?? 0) > 1, "150 paragraphs printed to \(pages.map(String.init) ?? "no") pages")
            let text = try await PDFText.read(file.path)
            #expect(text.contains("Paragraph 1 of the zebra report"))
            #expect(text.contains("Paragraph 150 of the zebra report"))
        }
    }

    /// The page count `pdfinfo` reads from the PDF at `path`, nil when it reads none.
    private static func pageCount(_ path: String) async throws -> Int? {
        let child = try ChildProcess("/usr/bin/pdfinfo", [path])
        await child.wait()
        let line = child.output.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        return line.flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
    }
}
#endif
