import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Quoted history and signatures behind toggles (quotes.js) on the real engine: every client fixture, the
    /// inline-reply negatives, the height on expand and collapse, and no collapse on the corpus's newsletters and
    /// blog posts.
    @Suite @MainActor
    struct QuoteCollapseTests {
        static func configuration(collapse: Bool = true) -> WebViewConfiguration {
            let configurator = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390)
            return (collapse ? configurator : configurator.remove(feature: .quotes)).build()
        }

        /// Toggles on the page and where the marked words are: hidden (inside a closed toggle) or shown.
        static let probe = """
            (() => {
              const main = document.getElementById('wck-content');
              const signatures = main.querySelectorAll('details.wck-signature').length;
              const quotes = main.querySelectorAll('details.wck-quote').length - signatures;
              const where = (word) => {
                const counts = { hidden: 0, shown: 0 };
                const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  if (!node.data.includes(word)) continue;
                  if (node.parentElement.closest('details:not([open])')) counts.hidden++; else counts.shown++;
                }
                return counts;
              };
              return { quotes, signatures, quoted: where('QUOTED-TEXT'), reply: where('REPLY-TEXT'),
                signature: where('SIGNATURE-TEXT') };
            })()
            """

        /// What one fixture showed: the toggles, and whether each marked part is where it belongs.
        struct Outcome {
            let quotes: Int
            let signatures: Int
            let quotedHidden: Bool
            let signatureHidden: Bool
            let replyShown: Bool

            init(_ value: JSONValue) {
                quotes = value["quotes"]?.intValue ?? -1
                signatures = value["signatures"]?.intValue ?? -1
                quotedHidden =
                    value["quoted"]?["shown"]?.intValue == 0 && (value["quoted"]?["hidden"]?.intValue ?? 0) > 0
                signatureHidden =
                    value["signature"]?["shown"]?.intValue == 0 && (value["signature"]?["hidden"]?.intValue ?? 0) > 0
                replyShown = value["reply"]?["hidden"]?.intValue == 0
            }
        }

        static func outcomes(
            _ fixtures: [QuoteFixture], collapse: Bool
        ) async throws -> [(fixture: QuoteFixture, outcome: Outcome, result: ContentRenderResult)] {
            try await ModuleFixture.with(configuration(collapse: collapse)) { engine, module, _ in
                var outcomes: [(QuoteFixture, Outcome, ContentRenderResult)] = []
                for fixture in fixtures {
                    let result = try await module.renderEmail(fixture.html)
                    let value = try await engine.evaluateJavaScript(probe, in: .content, timeout: .seconds(5))
                    outcomes.append((fixture, Outcome(value), result))
                }
                return outcomes
            }
        }

        @Test(.timeLimit(.minutes(3)))
        func everyClientFixtureCollapsesItsTrailingQuoteAndSignatureAndNoInlineReply() async throws {
            let fixtures = try QuoteFixture.all()
            let positives = fixtures.filter { !$0.isNegative }
            #expect(positives.count >= 12, "\(positives.count) positive fixtures")
            #expect(Set(positives.map(\.client)).count >= 10)
            #expect(fixtures.count - positives.count >= 4, "inline-reply and other negatives")
            var expected = 0
            var detected = 0
            for (fixture, outcome, result) in try await Self.outcomes(fixtures, collapse: true) {
                #expect(
                    (result.report(QuotesReport.self)?.collapsed ?? 0) == outcome.quotes
                        && (result.report(QuotesReport.self)?.signatures ?? 0) == outcome.signatures)
                // The sender's own text is never hidden, in positives and negatives alike.
                #expect(outcome.replyShown, "\(fixture.name): the reply is hidden")
                if fixture.isNegative {
                    #expect(outcome.quotes == 0 && outcome.signatures == 0, "\(fixture.name) collapsed something")
                    continue
                }
                expected += fixture.quotes + fixture.signatures
                let quoteFound = fixture.quotes > 0 && outcome.quotes == fixture.quotes && outcome.quotedHidden
                let signatureFound =
                    fixture.signatures > 0 && outcome.signatures == fixture.signatures && outcome.signatureHidden
                detected += (quoteFound ? fixture.quotes : 0) + (signatureFound ? fixture.signatures : 0)
                if fixture.quotes > 0 && !quoteFound { Issue.record("\(fixture.name): the quote was missed") }
                if fixture.signatures > 0 && !signatureFound {
                    Issue.record("\(fixture.name): the signature was missed")
                }
                #expect(outcome.quotes <= fixture.quotes && outcome.signatures <= fixture.signatures, "\(fixture.name)")
            }
            let rate = Double(detected) / Double(max(expected, 1))
            print("quote fixtures: \(detected) of \(expected) quotes and signatures collapsed (\(Int(rate * 100))%)")
            #expect(rate >= 0.95)
        }

        /// Control: without the collapse, the same fixtures show their quoted text (the words are really there).
        @Test(.timeLimit(.minutes(3)))
        func withoutTheCollapseEveryQuoteShows() async throws {
            let fixtures = try QuoteFixture.all().filter { !$0.isNegative }
            for (fixture, outcome, result) in try await Self.outcomes(fixtures, collapse: false) {
                #expect(outcome.quotes == 0 && outcome.signatures == 0)
                #expect(!outcome.quotedHidden && !outcome.signatureHidden && outcome.replyShown, "\(fixture.name)")
                #expect(result.stepMilliseconds[RenderStepName.collapseQuotes] == nil)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func theToggleLowersAndRaisesTheHeightAndTheOutputHears() async throws {
            let fixture = try #require(try QuoteFixture.all().first { $0.name == "gmail.html" })
            // Control: the quote takes room when it is not collapsed.
            let open = try await Self.outcomes([fixture], collapse: false)[0].result.height
            try await ModuleFixture.with(Self.configuration()) { engine, module, output in
                let collapsed = try await module.renderEmail(fixture.html)
                #expect(collapsed.height < open - 20, "collapsed \(collapsed.height), open \(open)")
                let click = "document.querySelector('details.wck-quote:not(.wck-signature) > summary').click()"
                _ = try await engine.evaluateJavaScript(click, in: .content, timeout: .seconds(5))
                let expanded = await eventually { (output.heights.last ?? 0) > collapsed.height + 20 }
                #expect(expanded, "heights \(output.heights), collapsed \(collapsed.height)")
                _ = try await engine.evaluateJavaScript(click, in: .content, timeout: .seconds(5))
                let closed = await eventually { output.heights.last == collapsed.height }
                #expect(closed, "heights \(output.heights), collapsed \(collapsed.height)")
            }
        }

        /// Newsletters and blog posts end in footers, quotations and "--" rules: none of them is quoted history.
        ///
        /// Read from ``EmailCorpusPass`` (the e-mail preset, its collapse included, at 400 px).
        @Test(.timeLimit(.minutes(5)))
        func noNewsletterOrBlogPostCollapses() async throws {
            let pass = try await EmailCorpusPass.shared()
            let documents = pass.documents.filter { !$0.name.hasPrefix("email/eml") }
            #expect(pass.census && documents.count == pass.corpus.posts + pass.corpus.templates)
            #expect(documents.allSatisfy { $0.failure == nil && $0.collapseRan }, "the collapse ran on every one")
            let collapsed = documents.filter { $0.collapsedQuotes + $0.collapsedSignatures > 0 }.map(\.name)
            print(
                "quote collapse on the corpus: \(collapsed.count) false collapses in \(documents.count) newsletters and posts"
            )
            #expect(collapsed.isEmpty, "\(collapsed)")
        }

        /// The corpus's real messages (HTML bodies): a figure of how many end in quoted history or a signature,
        /// printed, not asserted, since the corpus does not say which of them do.
        ///
        /// Read from ``EmailCorpusPass``.
        @Test(.timeLimit(.minutes(5)))
        func theCorpusMessagesFigure() async throws {
            let messages = try await EmailCorpusPass.shared().documents.filter { $0.name.hasPrefix("email/eml") }
            let quotes = messages.filter { $0.collapsedQuotes > 0 }.map(\.name)
            let signatures = messages.filter { $0.collapsedSignatures > 0 }.map(\.name)
            print("quote collapse on \(messages.count) corpus messages: quotes \(quotes), signatures \(signatures)")
            #expect(!messages.isEmpty)
        }
    }
}
