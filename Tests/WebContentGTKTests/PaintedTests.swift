import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The module says when its view has shown a frame of the content (the reader uncovers a message then), and says
    /// no at once when there is nothing to show.
    @Suite @MainActor
    struct PaintedTests {
        @Test(.timeLimit(.minutes(2)))
        func theViewTellsWhenItShowedTheContent() async throws {
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).build()
            try await ModuleFixture.with(configuration) { _, module, _ in
                #expect(await module.waitUntilPainted() == false, "nothing to paint before any content")
                try await module.renderEmail("<p>Painted: a line of text.</p>")
                #expect(await module.waitUntilPainted(timeout: .seconds(30)), "a frame of the content within 30 s")
                await module.close()
                #expect(await module.waitUntilPainted() == false, "nothing to paint after close")
            }
        }
    }
}
