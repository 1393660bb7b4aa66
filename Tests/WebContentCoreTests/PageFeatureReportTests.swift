import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// Each page feature reads its own steps' answers into its own report, and the result keeps them by feature: only
/// the features a configuration installs report, and the reports survive coding.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct PageFeatureReportTests {
    func render(_ configuration: WebViewConfiguration) async throws -> ContentRenderResult {
        let engine = FakeWebEngine(configuration: configuration)
        engine.stepHandlers[RenderStepName.collapseQuotes] = { _ in
            .object(["collapsed": .number(1), "signatures": .number(0)])
        }
        engine.stepHandlers[RenderStepName.lazyImages] = { _ in .object(["lazy": .number(4)]) }
        let module = ContentAssembly.assemble(engine: engine)
        return try await module.renderAndWait(ContentDocument(html: "<p>x</p>")).get()
    }

    @Test func eachInstalledFeatureReportsByFeature() async throws {
        let mail = try await render(WebViewConfiguratorFactory.make(.email).build())
        // The render steps every document takes report the document itself: its title, links, images, language.
        #expect(mail.reports.features == [.render, .sanitizer, .quotes, .reading, .colours])
        #expect(mail.report(DocumentReport.self) != nil)
        #expect(mail.report(QuotesReport.self)?.collapsed == 1)
        #expect(mail.report(LazyImagesReport.self) == nil)
        let post = try await render(WebViewConfiguratorFactory.make(.post).build())
        #expect(post.report(LazyImagesReport.self)?.lazy == 4)
        #expect(post.report(QuotesReport.self) == nil)
        // A trusted page has no sanitizer and no colours, so neither reports.
        let trusted = try await render(WebViewConfiguratorFactory.make(.payment).build())
        #expect(trusted.report(SanitizerReport.self) == nil && trusted.report(ContentColourReport.self) == nil)
    }

    @Test func reportsSurviveCodingByFeatureName() async throws {
        let mail = try await render(WebViewConfiguratorFactory.make(.email).build())
        let data = try JSONEncoder().encode(mail)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let reports = try #require(object["reports"] as? [String: Any])
        #expect(Set(reports.keys) == ["render", "sanitizer", "quotes", "reading", "colours"])
        let decoded = try JSONDecoder().decode(ContentRenderResult.self, from: data)
        #expect(decoded == mail)
        // Control: a result with another quote count is not equal, so the comparison above can tell.
        var other = mail
        other.reports[QuotesReport.self]?.collapsed = 0
        #expect(other != mail)
    }
}
