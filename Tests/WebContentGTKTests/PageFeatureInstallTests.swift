import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// What a configuration installs, read from the page on the real engine rather than from the declarations:
    /// a handler of a feature the configuration leaves out is unknown to the page's own bridge.
    @Suite @MainActor
    struct PageFeatureInstallTests {
        static func handlerIsKnown(_ handler: String, in engine: GTKWebEngine) async -> Bool {
            do {
                _ = try await engine.callBridge(handler, payload: .object([:]), timeout: .seconds(5))
                return true
            } catch {
                // Any other error means the page has the handler (it ran and failed on the empty payload).
                return !"\(error)".contains("no handler named")
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func aProductPageHasNoQuoteCollapserFindOrPrintHeaderAndMailHasWhatItAsks() async throws {
            let product = WebViewConfiguratorFactory.make(.productPage).set(viewportWidth: 390).build()
            try await ModuleFixture.with(product) { engine, module, _ in
                _ = try await module.renderAndWait(ContentDocument(html: "<p>Lamp</p>", kind: .product)).get()
                for handler in [RenderStepName.collapseQuotes, FindHandlerName.clear, "print.clear"] {
                    #expect(!(await Self.handlerIsKnown(handler, in: engine)), "\(handler) on a product page")
                }
                // Control: the page answers a handler it has, so the check above can tell.
                #expect(await Self.handlerIsKnown(RenderStepName.measure, in: engine))
            }
            let mail = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).add(setupScript: .find).build()
            try await ModuleFixture.with(mail) { engine, module, _ in
                _ = try await module.renderEmail("<p>Hello</p>")
                #expect(await Self.handlerIsKnown(RenderStepName.collapseQuotes, in: engine))
                #expect(await Self.handlerIsKnown(FindHandlerName.clear, in: engine))
                #expect(!(await Self.handlerIsKnown("print.clear", in: engine)))
            }
        }
    }
}
