import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// What a render tells an app about the message's accessibility (``ContentRenderResult``): its language and
    /// direction, each link's accessible name, and the ``ContentAccessibilityReport``, on the real engine.
    @Suite @MainActor
    struct AccessibleReportTests {
        static let newsletter = """
            <html lang="nl"><body dir="ltr">
            <table width="100%"><tr><td><a href="https://garden.example/"><img src="https://img.example/logo.png"
              alt="Garden Co" width="120" height="40"></a></td>
            <td><a href="https://x.example/garden" aria-label="Garden Co on X"><img src="https://img.example/x.png"
              width="24" height="24"></a></td></tr></table>
            <h1>Autumn bulbs</h1>
            <img src="https://img.example/hero.png" width="300" height="120">
            <h3>Tulips</h3><div role="heading" aria-level="2">Daffodils</div><h2 role="presentation">Not a heading</h2>
            <table><caption>Prices</caption><tr><th scope="col">Bulb</th><th scope="col">Price</th></tr>
            <tr><td>Tulip</td><td>0.40</td></tr></table>
            <p><a href="https://garden.example/shop">Shop now</a> <a href="https://garden.example/track"></a>
            <a href="https://garden.example/spacer"><img src="https://img.example/s.gif" alt=""></a></p>
            </body></html>
            """

        static func render(
            _ html: String, policy: RemoteContentPolicy = .block
        ) async throws -> DocumentReport {
            let configuration = WebViewConfiguratorFactory.make(.email).set(remoteContentPolicy: policy).build()
            let result = try await ModuleFixture.with(configuration) { _, module, _ in
                try await module.renderEmail(html)
            }
            return try #require(result.report(DocumentReport.self), "the render feature's report")
        }

        @Test(.timeLimit(.minutes(2)))
        func theResultSaysHowAccessibleTheMessageIs() async throws {
            let result = try await Self.render(Self.newsletter)
            #expect(result.lang == "nl")
            #expect(result.dir == "ltr")
            #expect(result.links.map(\.name) == ["Garden Co", "Garden Co on X", "Shop now", "", ""])
            #expect(result.links.map(\.text) == ["", "", "Shop now", "", ""], "text stays the content's own")
            let report = try #require(result.accessibility)
            #expect(report.images == 4)
            #expect(report.imagesWithoutAlt == 2)
            #expect(report.headings == [1, 3, 2])
            #expect(report.layoutTables == 1)
            #expect(report.dataTables == 1)
            #expect(report.linksWithoutName == 2)
        }

        @Test(.timeLimit(.minutes(2)))
        func aLinkIsNamedByLabelledByThenLabelThenItsContent() async throws {
            let html = """
                <p id="l">Read the minutes</p>
                <a href="https://a.example/" aria-labelledby="l" aria-label="ignored">x</a>
                <a href="https://b.example/" aria-label="Minutes (PDF)">PDF</a>
                <a href="https://c.example/">Minutes <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="of May">
                <span aria-hidden="true">→</span></a>
                """
            let result = try await Self.render(html)
            #expect(result.links.map(\.name) == ["Read the minutes", "Minutes (PDF)", "Minutes of May"])
            #expect(result.lang == nil && result.dir == nil)
            #expect(result.accessibility?.linksWithoutName == 0)
        }

        @Test(.timeLimit(.minutes(2)))
        func anImageLinkHasTheSameNameWhetherItsImageIsBlockedOrShown() async throws {
            let html =
                "<a href=\"https://garden.example/\"><img src=\"https://img.example/logo.png\" alt=\"Garden Co\"></a>"
            let blocked = try await Self.render(html)
            let allowed = try await Self.render(html, policy: .allow)
            #expect(blocked.links.map(\.name) == ["Garden Co"])
            #expect(allowed.links.map(\.name) == ["Garden Co"])
        }
    }
}
