import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// The quote collapse in the core: the configuration option that alone adds the step (before the fit), and the
/// counts the result reads back. (Plain-text quotes made into the markup quotes.js reads: WebContentMail's
/// PlainTextQuoteTests.)
@MainActor
@Suite(.timeLimit(.minutes(10))) struct QuoteCollapseCoreTests {
    let engine = FakeWebEngine()

    func handlers(_ configuration: WebViewConfiguration) throws -> [String] {
        let document = ContentDocument(html: "<p>x</p>")
        let page = try ContentHTMLComposer().compose(document, configuration: configuration)
        return RenderStrategyFactory().strategy(
            for: document, page: page, generation: RenderGeneration.none.next(), configuration: configuration
        ).steps.map(\.handler)
    }

    @Test func theOptionAloneAddsTheStepBeforeTheFit() throws {
        let email = try handlers(WebViewConfiguratorFactory.make(.email).build())
        let collapse = try #require(email.firstIndex(of: RenderStepName.collapseQuotes))
        #expect(collapse < (email.firstIndex(of: RenderStepName.fitWidth) ?? 0))
        let off = WebViewConfiguratorFactory.make(.email).remove(feature: .quotes).build()
        #expect(WebViewConfiguratorFactory.make(.email).build().collapsesQuotes && !off.collapsesQuotes)
        #expect(try !handlers(off).contains(RenderStepName.collapseQuotes))
        #expect(
            try !handlers(WebViewConfiguratorFactory.make(.post).build()).contains(
                RenderStepName.collapseQuotes))
        let asked = WebViewConfiguratorFactory.make(.post).add(feature: .quotes).build()
        #expect(try handlers(asked).contains(RenderStepName.collapseQuotes))
    }

    @Test func theResultReadsTheCounts() async throws {
        engine.stepHandlers[RenderStepName.collapseQuotes] = { _ in
            .object(["collapsed": .number(1), "signatures": .number(1)])
        }
        let configuration = WebViewConfiguratorFactory.make(.email).build()
        engine.configuration = configuration
        let module = ContentAssembly.assemble(engine: engine)
        let result = try await module.renderAndWait(ContentDocument(html: "<p>x</p>")).get()
        #expect(result.report(QuotesReport.self)?.collapsed == 1 && result.report(QuotesReport.self)?.signatures == 1)
        // Control: without the option the step does not run and nothing is counted.
        let plain = ContentAssembly.assemble(
            engine: FakeWebEngine(configuration: WebViewConfiguratorFactory.make(.default).build()))
        let unfolded = try await plain.renderAndWait(ContentDocument(html: "<p>x</p>")).get()
        #expect(
            unfolded.report(QuotesReport.self) == nil && unfolded.stepMilliseconds[RenderStepName.collapseQuotes] == nil
        )
    }
}
