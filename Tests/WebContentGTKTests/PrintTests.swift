import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Print to PDF on the real engine: a paged PDF whose text `pdftotext` reads back, the message's header first,
    /// the page on screen untouched afterwards, and nothing remote loaded by printing under block.
    @Suite @MainActor
    struct PrintTests {
        static let header = ContentPrintHeader(
            subject: "Quarterly figures <b>not bold</b>", from: "Ada Lovelace <ada@example.org>",
            date: "Tue, 24 Nov 2026 09:30:00 +0000")

        static func configuration(_ policy: RemoteContentPolicy = .block) -> WebViewConfiguration {
            WebViewConfiguratorFactory.make(.email).set(viewportWidth: 600).set(remoteContentPolicy: policy)
                .add(feature: .print).build()
        }

        /// The text `pdftotext` finds in `pdf`.
        static func text(of pdf: Data) async throws -> String {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("print-test-\(UUID()).pdf")
            try pdf.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await PDFText.read(file.path)
        }

        /// How many pages the PDF says it has (each page object is a `/Type /Page` dictionary).
        static func pageCount(_ pdf: Data) -> Int {
            let text = String(decoding: pdf, as: UTF8.self)
            return text.components(separatedBy: "/Type /Page").count - 1
                - (text.components(separatedBy: "/Type /Pages").count - 1)
        }

        @Test(.timeLimit(.minutes(2)))
        func aMessagePrintsWithItsHeaderAndSelectableText() async throws {
            let configuration = Self.configuration()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let body = (1...120).map { "<p>Paragraph \($0) of the zebra report.</p>" }.joined()
                _ = try await module.renderAndWait(ContentDocument(html: body)).get()
                let measure = "document.getElementById('wck-content').getBoundingClientRect().height"
                let heightBefore = try await engine.evaluateJavaScript(measure, in: .content, timeout: .seconds(5))
                let pdf = try await module.printPDF(header: Self.header)
                #expect(pdf.starts(with: Array("%PDF".utf8)))
                let text = try await Self.text(of: pdf)
                // The header's fields come first, as text (markup in a subject stays text).
                let subject = try #require(text.range(of: "Quarterly figures <b>not bold</b>"))
                let firstParagraph = try #require(text.range(of: "Paragraph 1 of the zebra report"))
                #expect(subject.lowerBound < firstParagraph.lowerBound)
                #expect(text.contains("Ada Lovelace <ada@example.org>"))
                #expect(text.contains("Tue, 24 Nov 2026 09:30:00 +0000"))
                #expect(text.contains("Paragraph 120 of the zebra report"))
                // Paged: 120 paragraphs do not fit one sheet.
                #expect(Self.pageCount(pdf) > 1)
                // The page on screen is as it was: no header left behind, the same height.
                let leftover = try await engine.evaluateJavaScript(
                    "document.getElementById('wck-print-header') === null", in: .content, timeout: .seconds(5))
                #expect(leftover == .bool(true))
                #expect(
                    try await engine.evaluateJavaScript(measure, in: .content, timeout: .seconds(5)) == heightBefore)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func withoutAHeaderOnlyTheContentPrints() async throws {
            let configuration = Self.configuration()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: "<p>Only words here</p>")).get()
                let text = try await Self.text(of: try await module.printPDF())
                #expect(text.contains("Only words here"))
                #expect(!text.contains("From:"))
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func nothingRenderedIsAClearError() async throws {
            let configuration = Self.configuration()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                await #expect(throws: WebContentError.invalidInput("no content to print")) {
                    _ = try await module.printPDF()
                }
            }
        }

        /// Printing under block loads nothing remote; the control, the same document under allow, reaches the
        /// tripwire, so the tripwire would see a print that loaded.
        @Test(.timeLimit(.minutes(2)))
        func printingUnderBlockReachesNoTripwireAndTheControlDoes() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            let html = """
                <p>Before the picture</p><img src="\(tripwire.origin)/print-block.png" width="40" height="40">
                <div style="background-image:url('\(tripwire.origin)/print-block-css.png')">styled</div>
                """
            let blocked = Self.configuration(.block)
            try await EngineFixture.with(blocked) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                let text = try await Self.text(of: try await module.printPDF(header: Self.header))
                #expect(text.contains("Before the picture"))
            }
            #expect(tripwire.requests.isEmpty, "\(tripwire.requests)")
            let allowed = Self.configuration(.allow)
            try await EngineFixture.with(allowed) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: html)).get()
                _ = try await module.printPDF(header: Self.header)
            }
            #expect(await eventually { tripwire.requests.contains { $0.hasPrefix("/print-block") } })
        }
    }
}
