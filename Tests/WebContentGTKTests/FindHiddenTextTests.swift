import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Find matches only text a reader can see: not a style sheet's text, not elements hidden by `display: none`,
    /// the `hidden` attribute or `visibility: hidden`, while the same word in visible text and in a collapsed
    /// quote (hidden by its closed toggle, shown when the match opens it) still matches.
    @Suite @MainActor
    struct FindHiddenTextTests {
        /// A needle in a style sheet, four needles hidden four ways, a control needle shown, one in a quote.
        static let document = """
            <style>.stylesneedle { color: #222 }</style>
            <p>Shown: controlneedle once.</p>
            <div style="display:none">hiddenneedle by display</div>
            <p hidden>hiddenneedle by the attribute</p>
            <p><span style="visibility:hidden">hiddenneedle by visibility</span> and shown words.</p>
            <div style="display:none"><p>nested <b>hiddenneedle</b> under a hidden block</p></div>
            <p>Reply.</p><blockquote type="cite"><p>Quoted controlneedle.</p></blockquote>
            """

        @Test(.timeLimit(.minutes(2)))
        func textInStyleSheetsAndHiddenElementsIsNeverAMatch() async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).add(feature: .find)
                .build()
            try await ModuleFixture.with(configuration) { engine, module, _ in
                try await module.renderEmail(Self.document)
                // Control: the needles are in the content's text, where a plain text search would find them.
                let text = "document.getElementById('wck-content').textContent"
                let content = try await engine.evaluateJavaScript(text, in: .content, timeout: .seconds(5))
                let all = try #require(content.stringValue)
                #expect(all.components(separatedBy: "hiddenneedle").count - 1 == 4, "\(all)")
                #expect(all.contains("stylesneedle"), "the sanitizer kept the style sheet: \(all)")
                #expect(await module.find("controlneedle") == 2)
                #expect(await module.find("shown words") == 1)
                #expect(await module.find("hiddenneedle") == 0)
                #expect(await module.find("stylesneedle") == 0)
            }
        }
    }
}
