import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The module gives the content's text as laid out (what the reader's panel reads aloud), without its owner
    /// reaching past it to the engine.
    @Suite @MainActor
    struct ShownTextTests {
        static let document = """
            <p>Shown: visibleneedle here.</p>
            <div style="display:none">hiddenneedle by display</div>
            <p hidden>hiddenneedle by the attribute</p>
            """

        @Test(.timeLimit(.minutes(2)))
        func theShownTextHasWhatIsLaidOutAndNothingHidden() async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).build()
            try await ModuleFixture.with(configuration) { engine, module, _ in
                #expect(await module.shownText() == nil, "text before any content")
                try await module.renderEmail(Self.document)
                // Control: the hidden needles are in the content, where the text of every node would show them.
                let all = try await engine.evaluateJavaScript(
                    "document.getElementById('wck-content').textContent", in: .content, timeout: .seconds(5))
                #expect(all.stringValue?.components(separatedBy: "hiddenneedle").count == 3, "\(all)")
                let shown = try #require(await module.shownText())
                #expect(shown.contains("visibleneedle"), "\(shown)")
                #expect(!shown.contains("hiddenneedle"), "\(shown)")
                await module.close()
                #expect(await module.shownText() == nil, "text after close")
            }
        }
    }
}
