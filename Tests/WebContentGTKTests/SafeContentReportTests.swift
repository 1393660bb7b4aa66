import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// What a render reports about the content: its own title, in-page links as written, shown images only,
    /// and the content's #id styles still applying after the sanitizer prefixed the ids.
    @Suite @MainActor
    struct SafeContentReportTests {
        static let html = """
            <html><head><title> Quarterly   report </title>
            <style>#box { height: 123px; background: #abcdef } p { color: #123 }</style></head>
            <body><div id="box">x</div><p><a href="#box">jump</a> <a href="https://example.com/a">out</a></p>
            <img src="https://img.example/blocked.png" width="40" height="40">
            <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==">
            </body></html>
            """

        static func render(_ html: String, baseURL: URL?) async throws -> (ContentRenderResult, Double) {
            let configuration = WebViewConfiguratorFactory.make(.email).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let result = try await module.renderAndWait(ContentDocument(html: html, baseURL: baseURL))
                    .get()
                let box = try await engine.evaluateJavaScript(
                    "(document.getElementById('user-content-box') || document.body).getBoundingClientRect().height",
                    in: .content, timeout: .seconds(5))
                return (result, box.doubleValue ?? -1)
            }
        }

        @Test func titleLinksImagesAndIdStyles() async throws {
            let (result, boxHeight) = try await Self.render(Self.html, baseURL: nil)
            #expect(result.title == "Quarterly report")
            let document = try #require(result.report(DocumentReport.self))
            #expect(document.links.map(\.href) == ["#box", "https://example.com/a"])
            #expect(!document.links.contains { $0.href.hasPrefix("webcontent:") })
            #expect(document.images.count == 1, "the blocked image has no src and is not reported: \(document.images)")
            #expect(document.images.first?.src.hasPrefix("data:image/png") == true)
            #expect(document.images.first?.width == 3)
            #expect(boxHeight == 123, "the content's #box rule applies to the prefixed id")
        }

        @Test func fragmentLinksResolveAgainstTheContentBaseAndNoTitleIsNil() async throws {
            let html = "<p id=top><a href=\"#top\">top</a></p>"
            let (result, _) = try await Self.render(html, baseURL: URL(string: "https://blog.example/post/"))
            #expect(result.report(DocumentReport.self)?.links.map(\.href) == ["https://blog.example/post/#top"])
            #expect(result.title == nil)
        }
    }
}
