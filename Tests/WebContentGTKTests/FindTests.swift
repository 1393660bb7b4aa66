import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentMail

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Find in page on the real engine: plain-text matching of text that would break a pattern or a script,
    /// the current-match marker, highlights, and clearing.
    @Suite @MainActor
    struct FindTests {
        /// Each needle, how often it is planted, and a decoy that a pattern (or a sloppy escape) would also match.
        static let table: [(needle: String, planted: Int, decoy: String)] = [
            ("say \"hi\"", 2, "say hi"),
            ("back\\slash", 3, "back/slash"),
            ("a.b*c+d?", 1, "aXbbbc+d"),
            ("(x)[y]{z}", 2, "xyz"),
            ("p|q^r$s", 1, "p"),
            (".*", 1, "anything"),
            ("🙂🎉", 2, "🙂 🎉"),
            ("it's", 3, "its"),
            ("</script>", 2, "<script>"),
            ("\\\"'", 1, "\"'"),
            // Right-to-left text, alone and mixed with left-to-right, and an emoji sequence joined by ZWJ.
            ("שלום", 2, "שלו ם"),
            ("مرحبا بكم", 1, "مرحبا"),
            ("עברית abc", 1, "עברית"),
            ("👩‍💻", 1, "👩 💻"),
        ]

        static func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }

        /// Every needle planted in its own paragraphs between plain words, with its decoy beside it.
        static var document: String {
            var html = ""
            for row in table {
                html += "<p>Decoy: \(escaped(row.decoy)) only.</p>"
                for index in 0..<row.planted {
                    html += "<p>Line \(index) holds \(escaped(row.needle)) inside.</p>"
                }
            }
            return html
        }

        static func configuration() -> WebViewConfiguration {
            WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).add(feature: .find).build()
        }

        @Test(.timeLimit(.minutes(2)))
        func specialCharactersFindExactlyThePlantedOccurrences() async throws {
            try await ModuleFixture.with(Self.configuration()) { _, module, _ in
                try await module.renderEmail(Self.document)
                for row in Self.table {
                    let found = await module.find(row.needle)
                    #expect(found == row.planted, "\(row.needle): \(found) matches, \(row.planted) planted")
                }
                // Controls: text that is not there, and the empty string, find nothing.
                #expect(await module.find("not in this message") == 0)
                #expect(await module.find("") == 0)
                // Case-insensitive, and across inline markup.
                #expect(await module.find("LINE 0 HOLDS") == Self.table.count)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func theCurrentMatchMovesWrapsAndClears() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                try await module.renderEmail("<p>One <b>app</b>le.</p><p>Two apples.</p><p>Three apple pies.</p>")
                let first = await module.findResult("apple")
                #expect(first.matches == 3)
                #expect(first.current == 0)
                #expect(first.highlighted)
                let registered = "CSS.highlights.has('wck-find') && CSS.highlights.has('wck-find-current')"
                let painted = try await engine.evaluateJavaScript(registered, in: .content, timeout: .seconds(5))
                #expect(painted.boolValue == true)
                // The current match is the highlighted one: its text, read from the engine's own highlight.
                let currentText = """
                    (() => { for (const r of CSS.highlights.get('wck-find-current')) return r.toString(); })()
                    """
                #expect(
                    try await engine.evaluateJavaScript(currentText, in: .content, timeout: .seconds(5)).stringValue
                        == "apple")
                #expect(await module.findNext().current == 1)
                #expect(await module.findNext().current == 2)
                #expect(await module.findNext().current == 0)
                #expect(await module.findPrevious().current == 2)
                await module.clearFind()
                let cleared = try await engine.evaluateJavaScript(
                    "CSS.highlights.has('wck-find')", in: .content, timeout: .seconds(5))
                #expect(cleared.boolValue == false)
                #expect(await module.findNext().matches == 0)
                // New content forgets the old matches.
                #expect(await module.find("apple") == 3)
                try await module.renderEmail("<p>No fruit.</p>")
                #expect(await module.findNext().matches == 0)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func theSnapshotShowsTheHighlightsUntilTheFindIsCleared() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                try await module.renderEmail("<p>Apple pie and apple tart, and one more apple.</p>")
                let plain = try await engine.snapshotPNG()
                // Control: the same page snapshots to the same image.
                #expect(try await engine.snapshotPNG() == plain)
                #expect(await module.find("apple") == 3)
                let found = try await engine.snapshotPNG()
                #expect(found != plain)
                await module.clearFind()
                #expect(try await engine.snapshotPNG() == plain)
            }
        }

        /// Text beside a block (Gmail's `<div>reply<div>...</div></div>`) lies in an anonymous block box, where
        /// WebKit paints no highlight; find wraps such text while it holds a match.
        @Test(.timeLimit(.minutes(2)))
        func textBesideBlocksShowsItsHighlightsInTheSnapshotAndIsRestoredAfter() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                try await module.renderEmail("<div>See you on Thursday, see you soon.<div>Next block.</div></div>")
                let plain = try await engine.snapshotPNG()
                let markup = "document.getElementById('wck-content').innerHTML"
                let before = try await engine.evaluateJavaScript(markup, in: .content, timeout: .seconds(5))
                // Control: the same highlight registered on the bare text node is not painted.
                let bare = """
                    (() => { const t = document.getElementById('wck-content').firstChild.firstChild;
                      const r = document.createRange(); r.setStart(t, 0); r.setEnd(t, 7);
                      CSS.highlights.set('wck-find', new Highlight(r)); return 1; })()
                    """
                _ = try await engine.evaluateJavaScript(bare, in: .content, timeout: .seconds(5))
                // With no matches, find.next only waits for the next rendering update, with the highlight set.
                #expect(await module.findNext().matches == 0)
                #expect(try await engine.snapshotPNG() == plain)
                await module.clearFind()
                #expect(await module.find("see you") == 2)
                #expect(try await engine.snapshotPNG() != plain)
                await module.clearFind()
                #expect(try await engine.evaluateJavaScript(markup, in: .content, timeout: .seconds(5)) == before)
                #expect(try await engine.snapshotPNG() == plain)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func aMatchInACollapsedSignatureOrPlainTextQuoteOpensOnlyItsToggle() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                let text = "Report attached.\n\n-- \nAlex Doe\n\nSam wrote:\n> Please send the report by Friday.\n"
                let result = try await module.renderEmail(MailBody.plainText(text, charset: "utf-8").html)
                #expect(
                    result.report(QuotesReport.self)?.collapsed == 1
                        && result.report(QuotesReport.self)?.signatures == 1)
                let closed = "document.querySelectorAll('details.wck-quote:not([open])').length"
                let closedSignature = "document.querySelectorAll('details.wck-signature:not([open])').length"
                #expect(try await engine.evaluateJavaScript(closed, in: .content, timeout: .seconds(5)).intValue == 2)
                #expect(await module.find("friday") == 1)
                // The quote opened; the signature, which holds no match, stayed closed.
                #expect(try await engine.evaluateJavaScript(closed, in: .content, timeout: .seconds(5)).intValue == 1)
                #expect(
                    try await engine.evaluateJavaScript(closedSignature, in: .content, timeout: .seconds(5)).intValue
                        == 1)
                // The attribution went with its quote, not with the signature before it.
                #expect(await module.find("Sam wrote") == 1)
                #expect(
                    try await engine.evaluateJavaScript(closedSignature, in: .content, timeout: .seconds(5)).intValue
                        == 1)
                #expect(await module.find("Alex Doe") == 1)
                #expect(try await engine.evaluateJavaScript(closed, in: .content, timeout: .seconds(5)).intValue == 0)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func aMatchInACollapsedQuoteOpensItAndTheHeightReachesTheOutput() async throws {
            try await ModuleFixture.with(Self.configuration()) { _, module, output in
                let quoted = (1...8).map { "<p>Quoted line \($0).</p>" }.joined()
                let first = try await module.renderEmail(
                    "<p>Reply.</p><blockquote type=\"cite\">\(quoted)<p>needle here</p></blockquote>")
                #expect(await module.find("needle") == 1)
                let opened = await eventually { (output.heights.last ?? 0) > first.height + 50 }
                #expect(opened, "heights \(output.heights), first \(first.height)")
            }
        }
    }
}
