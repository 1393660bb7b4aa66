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
                _ = try await module.renderAndWait(ContentDocument(html: "<p>Lamp</p>")).get()
                let absent = [
                    RenderStepName.collapseQuotes, FindHandlerName.clear, "print.clear", RenderStepName.lazyImages,
                ]
                for handler in absent {
                    #expect(!(await Self.handlerIsKnown(handler, in: engine)), "\(handler) on a product page")
                }
                // Control: the page answers a handler it has, so the check above can tell.
                #expect(await Self.handlerIsKnown(RenderStepName.measure, in: engine))
            }
            let mail = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).add(feature: .find).build()
            try await ModuleFixture.with(mail) { engine, module, _ in
                _ = try await module.renderEmail("<p>Hello</p>")
                #expect(await Self.handlerIsKnown(RenderStepName.collapseQuotes, in: engine))
                #expect(await Self.handlerIsKnown(FindHandlerName.clear, in: engine))
                #expect(!(await Self.handlerIsKnown("print.clear", in: engine)))
            }
        }

        /// The post preset's lazy images are a feature of their own: its step runs in a post's render and leaves the
        /// image below the first screen to load when near it, and a product page's bridge does not know the step.
        @Test(.timeLimit(.minutes(2)))
        func aPostMarksImagesBelowTheFirstScreenLazy() async throws {
            let html =
                #"<p>Top</p><div style="height:4000px"></div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="far">"#
            let post = WebViewConfiguratorFactory.make(.post).set(viewportWidth: 390).build()
            try await ModuleFixture.with(post) { engine, module, _ in
                let result = try await module.renderAndWait(ContentDocument(html: html)).get()
                #expect(result.stepOrder.contains(RenderStepName.lazyImages))
                let again = try await engine.callBridge(
                    RenderStepName.lazyImages, payload: .object([:]), timeout: .seconds(5))
                #expect(again["lazy"]?.intValue == 1)
            }
            let product = WebViewConfiguratorFactory.make(.productPage).set(viewportWidth: 390).build()
            try await ModuleFixture.with(product) { engine, module, _ in
                let result = try await module.renderAndWait(ContentDocument(html: html)).get()
                #expect(!result.stepOrder.contains(RenderStepName.lazyImages))
            }
        }
    }
}
