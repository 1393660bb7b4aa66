import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// The colour mode in the core, on the in-memory engine: the step it adds, the payload it carries, and the
/// switch's life: one bridge call on a live page, kept for the message's own re-renders, reset by new content.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ColourModeCoreTests {
    let engine = FakeWebEngine()
    let message = ContentDocument(html: #"<div style="height:300px">message</div>"#)
    let another = ContentDocument(html: #"<div style="height:200px">another</div>"#)

    func strategy(_ configuration: WebViewConfiguration, mode: ContentColourMode) throws -> RenderStrategy {
        let page = try ContentHTMLComposer().compose(message, configuration: configuration)
        return RenderStrategyFactory().strategy(
            for: message, page: page, generation: RenderGeneration.none.next(), configuration: configuration,
            colourMode: mode)
    }

    /// Records the payloads of the colour handler and answers as the page would.
    func recordColourCalls() -> () -> [String] {
        var modes: [String] = []
        engine.stepHandlers[RenderStepName.colours] = { payload in
            let mode = payload["mode"]?.stringValue ?? "?"
            modes.append(mode)
            return .object(["mode": .string(mode), "palette": .string("adapted"), "adjusted": .number(3)])
        }
        return { modes }
    }

    @Test func untrustedContentGetsTheColourStepAfterTheContentStepsAndBeforeSettling() throws {
        let configuration = WebViewConfigurator().set(theme: .dark).add(feature: .quotes).build()
        let adapted = try strategy(configuration, mode: .adapted)
        let handlers = adapted.steps.map(\.handler)
        let colours = try #require(handlers.firstIndex(of: RenderStepName.colours))
        // After every step that changes the content (the quote toggles are text too), before settling.
        #expect(colours > (try #require(handlers.firstIndex(of: RenderStepName.collapseQuotes))))
        #expect(colours < (try #require(handlers.firstIndex(of: RenderStepName.settle))))
        #expect(adapted.steps[colours].payload["mode"]?.stringValue == "adapted")
        let original = try strategy(configuration, mode: .original)
        #expect(
            original.steps.first { $0.handler == RenderStepName.colours }?.payload["mode"]?.stringValue == "original")
        // Trusted documents are the app's own, colours included.
        let trusted = try strategy(WebViewConfigurator().set(trust: .trusted).set(theme: .dark).build(), mode: .adapted)
        #expect(!trusted.steps.map(\.handler).contains(RenderStepName.colours))
    }

    @Test func theReportIsReadAndWhatIsNotOneIsNil() {
        let value: JSONValue = .object([
            "mode": .string("original"), "palette": .string("original"), "adjusted": .number(0),
        ])
        #expect(ContentColourReport(value) == ContentColourReport(mode: .original, palette: .original, adjusted: 0))
        #expect(ContentColourReport(.object(["mode": .string("sepia"), "palette": .string("adapted")])) == nil)
        #expect(ContentColourReport(nil) == nil)
    }

    @Test func theSwitchIsOneBridgeCallKeptForTheMessageAndResetByNewContent() async throws {
        let modes = recordColourCalls()
        engine.configuration = WebViewConfigurator().set(theme: .dark).build()
        let module = ContentAssembly.assemble(
            engine: engine)
        // Before any content there is no page to change.
        #expect(await module.setColourMode(.original) == nil)
        #expect(modes().isEmpty)

        let first = try await module.renderAndWait(message).get()
        #expect(
            first.report(ContentColourReport.self)
                == ContentColourReport(mode: .adapted, palette: .adapted, adjusted: 3))
        #expect(module.colourMode == .adapted)
        let loads = engine.journal.filter { $0.hasPrefix("load") }.count

        let switched = try #require(await module.setOriginalColours(true))
        #expect(switched.mode == .original)
        #expect(modes().last == "original")
        #expect(module.colourMode == .original)
        // In place: no load, no render.
        #expect(engine.journal.filter { $0.hasPrefix("load") }.count == loads)
        #expect(engine.journal.filter { $0 == "call(\(RenderStepName.insertContent))" }.count == 1)

        // The same message rendered again (remote images allowed) keeps the reader's choice.
        _ = try #require(await module.setRemoteContentPolicyAndWait(.allow)).get()
        #expect(modes().last == "original")

        // Another message starts adapted.
        let next = try await module.renderAndWait(another).get()
        #expect(next.report(ContentColourReport.self)?.mode == .adapted)
        #expect(module.colourMode == .adapted)
    }
}
