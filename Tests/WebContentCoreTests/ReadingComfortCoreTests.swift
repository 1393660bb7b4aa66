import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// Reading comfort in the core, on the in-memory engine: the configuration's floor and text scale, the steps they
/// add, and the module's calls reaching the page as bridge calls with their payload as values.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ReadingComfortCoreTests {
    let engine = FakeWebEngine()
    let document = ContentDocument(html: #"<div style="height:480px">post</div>"#)

    func strategy(_ configuration: WebViewConfiguration) throws -> RenderStrategy {
        let page = try ContentHTMLComposer().compose(document, configuration: configuration)
        return RenderStrategyFactory().strategy(
            for: document, page: page, generation: RenderGeneration.none.next(), configuration: configuration)
    }

    @Test func theFloorAndTheTextScaleDefaultAndClamp() {
        #expect(WebViewConfigurator().build().minimumFitScale == 0.7)
        #expect(WebViewConfigurator().build().textScale == 1)
        #expect(WebViewConfigurator().set(minimumFitScale: 0).build().minimumFitScale == 0.1)
        #expect(WebViewConfigurator().set(minimumFitScale: 2).build().minimumFitScale == 1)
        #expect(WebViewConfigurator().set(minimumFitScale: .nan).build().minimumFitScale == 0.7)
        #expect(WebViewConfigurator().set(textScale: 5).build().textScale == 3)
        #expect(WebViewConfigurator().set(textScale: 0.1).build().textScale == 0.8)
        let scaled = WebViewConfigurator().set(minimumFitScale: 0.5).set(textScale: 2).build()
        // Switching the remote-content policy keeps both.
        let switched = scaled.with(remoteContentPolicy: .block)
        #expect(switched.minimumFitScale == 0.5 && switched.textScale == 2)
    }

    @Test func theFitStepCarriesTheFloorAndTextScaleComesBeforeItOnlyWhenAskedFor() throws {
        let plain = try strategy(WebViewConfigurator().build())
        #expect(!plain.steps.map(\.handler).contains(RenderStepName.textScale))
        let fit = try #require(plain.steps.first { $0.handler == RenderStepName.fitWidth })
        #expect(fit.payload["minimumScale"]?.doubleValue == 0.7)

        let scaled = try strategy(WebViewConfigurator().set(textScale: 1.5).set(minimumFitScale: 0.4).build())
        let handlers = scaled.steps.map(\.handler)
        let textIndex = try #require(handlers.firstIndex(of: RenderStepName.textScale))
        #expect(textIndex + 1 == handlers.firstIndex(of: RenderStepName.fitWidth))
        #expect(scaled.steps[textIndex].payload["scale"]?.doubleValue == 1.5)
        #expect(scaled.steps[textIndex + 1].payload["minimumScale"]?.doubleValue == 0.4)
    }

    @Test func theResultSaysTheScaleTheFitUsed() async throws {
        engine.stepHandlers[RenderStepName.fitWidth] = { _ in .object(["scale": .number(0.7), "scrolls": .bool(true)]) }
        engine.configuration = WebViewConfigurator().build()
        let module = ContentAssembly.assemble(engine: engine)
        let result = try await module.renderAndWait(document).get()
        #expect((result.report(ReadingReport.self)?.scale ?? 1) == 0.7)
        #expect((result.report(ReadingReport.self)?.scrollsHorizontally == true))
        #expect((result.report(ReadingReport.self)?.textScale ?? 1) == 1)
    }

    @Test func textScaleBeforeContentOnlyConfiguresAndOnALivePageIsOneBridgeCall() async throws {
        var payloads: [JSONValue] = []
        engine.stepHandlers[RenderStepName.textScale] = { payload in
            payloads.append(payload)
            return .object(["textScale": payload["scale"] ?? .null])
        }
        engine.configuration = WebViewConfigurator().build()
        let module = ContentAssembly.assemble(engine: engine)
        #expect(await module.setTextScale(9) == 3)
        #expect(payloads.isEmpty)
        #expect(module.textScale == 3)
        _ = try await module.renderAndWait(document).get()
        // The render applied the configured scale as a step.
        #expect(payloads.last?["scale"]?.doubleValue == 3)
        #expect(payloads.last?["refit"] == nil)
        #expect(await module.setTextScale(1.25) == 1.25)
        #expect(payloads.last?["scale"]?.doubleValue == 1.25)
        #expect(payloads.last?["refit"]?.boolValue == true)
    }

    @Test func findSendsTheTextAsAValueAndReadsTheAnswer() async throws {
        var texts: [String] = []
        engine.stepHandlers[FindHandlerName.start] = { payload in
            texts.append(payload["text"]?.stringValue ?? "")
            return .object(["matches": .number(2), "current": .number(0), "highlighted": .bool(true)])
        }
        engine.stepHandlers[FindHandlerName.next] = { _ in .object(["matches": .number(2), "current": .number(1)]) }
        // Without the find feature the page has no find script: nothing is called, nothing waits out a timeout.
        engine.configuration = WebViewConfigurator().build()
        let bare = ContentAssembly.assemble(engine: engine)
        _ = try await bare.renderAndWait(document).get()
        #expect(await bare.find("text") == 0)
        #expect(texts.isEmpty)
        engine.configuration = WebViewConfigurator().add(feature: .find).build()
        let module = ContentAssembly.assemble(
            engine: engine)
        #expect(await module.find("before content") == 0)
        #expect(texts.isEmpty)
        _ = try await module.renderAndWait(document).get()
        let needle = #"</script>"'\.*"#
        #expect(await module.find(needle) == 2)
        #expect(texts == [needle])
        #expect(await module.findNext().current == 1)
        // A handler the page lacks (the fake has no find.previous) is no match, not a crash.
        #expect(await module.findPrevious() == ContentFindResult())
    }

    @Test func theContrastAuditListsTextsPaintsTwiceAndShowsTheTextsAgain() async throws {
        // Three texts; the fake paints none of them, so each keeps its estimate (1.61 counts under 4.5:1, 3.2 only
        // when the text is not large).
        let texts: [JSONValue] = [(false, 7.0), (false, 1.61), (true, 3.2)].map { large, estimate in
            .object([
                "large": .bool(large), "estimate": .number(estimate),
                "boxes": .array([10, 10, 100, 20].map { .number($0) }),
            ])
        }
        engine.stepHandlers[ContentContrastReport.handler] = { _ in
            .object(["viewport": .number(390), "texts": .array(texts)])
        }
        var hides: [Bool] = []
        engine.stepHandlers[ContentContrastReport.hideHandler] = { payload in
            hides.append(payload["hidden"]?.boolValue == true)
            return .object([:])
        }
        engine.configuration = WebViewConfigurator().build()
        let bare = ContentAssembly.assemble(engine: engine)
        _ = try await bare.renderAndWait(document).get()
        #expect(await bare.auditContrast() == nil)
        #expect(hides.isEmpty)
        engine.configuration = WebViewConfigurator().add(feature: .contrastAudit).build()
        let module = ContentAssembly.assemble(
            engine: engine)
        #expect(await module.auditContrast() == nil)
        _ = try await module.renderAndWait(document).get()
        #expect(
            await module.auditContrast() == ContentContrastReport(checked: 3, below: 1, minimum: 1.61, painted: 0))
        #expect(hides == [true, false])
        // An answer that is not a list of texts is no report.
        engine.stepHandlers[ContentContrastReport.handler] = { _ in .object(["checked": .number(12)]) }
        #expect(await module.auditContrast() == nil)
    }
}
