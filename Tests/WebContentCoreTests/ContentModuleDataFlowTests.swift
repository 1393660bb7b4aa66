import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// Every arrow of the seed's workflow, on the in-memory engine with spies: fast, no web engine.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ContentModuleDataFlowTests {
    let engine = FakeWebEngine()
    let router = RecordingRouter()
    let output = RecordingModuleOutput()
    let tall = ContentDocument(html: #"<div style="height:480px">post</div>"#)

    func assemble(
        _ configuration: WebViewConfiguration = WebViewConfiguration { $0.stepTimeout = .milliseconds(300) }
    )
        -> ContentModule
    {
        engine.configuration = configuration
        return ContentAssembly.assemble(engine: engine, router: router, moduleOutput: output)
    }

    @Test func assemblySetsBothDelegates() {
        let module = assemble()
        #expect(engine.engineDelegate === module.interactor)
        #expect(engine.presentationDelegate === module.view as? HeadlessContentView)
        #expect(module.presenter.interactor === module.interactor)
        #expect(module.interactor.output === module.presenter)
    }

    @Test func viewHandsContentToPresenterAndInteractor() async {
        let module = assemble()
        // A cell configured with content hands it to the Presenter, the module's input.
        module.presenter.render(tall)
        #expect(module.presenter.currentGeneration == RenderGeneration(1))
        #expect(await eventually { engine.journal.contains("loadPage") })
    }

    @Test func setupScriptsAreInstalledForTheNewDocumentNotEvaluatedInTheOldOne() async throws {
        let module = assemble()
        _ = await module.renderAndWait(tall)
        let paths = ScriptProvider.resourcePaths(for: module.interactor.configuration)
        let install = try #require(engine.journal.firstIndex(of: "installSetupScripts(\(paths.count))"))
        let load = try #require(engine.journal.firstIndex(of: "loadPage"))
        #expect(install < load)
        #expect(!engine.journal.contains("evaluateJavaScript"))
        #expect(engine.documentScripts.map(\.name) == paths)
        #expect(engine.documentScripts.allSatisfy { $0.world == .content && $0.injectionTime == .documentStart })
    }

    /// The seed evaluated its scripts in the old document before loading: the detector must see that fail.
    @Test func theSeedsOrderLosesTheScriptsAndTheFakeNoticesIt() async throws {
        for script in ScriptProvider().setupScripts(for: WebViewConfiguration()) {
            _ = try await engine.evaluateJavaScript(script.source, in: script.world, timeout: .seconds(1))
        }
        try await engine.loadHTML("<main></main>", baseURL: nil)
        let report = await engine.runRenderStrategy(
            RenderStrategy(name: "seed", steps: [RenderStep(RenderStepName.measure)]), defaultTimeout: .seconds(1))
        #expect(report.failures.count == 1)
    }

    @Test func loadDoneRunsTheStrategyAndRenderDoneReportsTheHeight() async throws {
        let module = assemble()
        let result = try await module.renderAndWait(tall).get()
        #expect(result.height == 480)
        #expect(output.heights == [480])
        let steps = engine.journal.filter { $0.hasPrefix("call(") }
        #expect(steps.first == "call(content.insert)")
        #expect(steps.last == "call(layout.measure)")
    }

    @Test func renderingCompletesOnlyAfterEveryStepAnswered() async throws {
        engine.stepHandlers[RenderStepName.fitWidth] = { _ in
            try await Task.sleep(for: .milliseconds(80))
            return .null
        }
        var unansweredAtFinish: [String] = ["not finished"]
        output.onFinish = { [engine] in
            let calls = engine.journal.filter { $0.hasPrefix("call(") }.map { $0.dropFirst(5).dropLast() }
            let answers = Set(engine.journal.filter { $0.hasPrefix("answered(") }.map { $0.dropFirst(9).dropLast() })
            unansweredAtFinish = calls.filter { !answers.contains($0) }.map(String.init)
        }
        // A step budget no loaded machine reaches: the 80 ms step must answer, not time out (the suite's 300 ms did
        // under a parallel CI run).
        let module = assemble(WebViewConfiguration { $0.stepTimeout = .seconds(60) })
        _ = await module.renderAndWait(tall)
        #expect(unansweredAtFinish.isEmpty)
    }

    @Test func aStepThatNeverAnswersTimesOutAndTheHeightIsStillReported() async throws {
        engine.stepHandlers[RenderStepName.fitWidth] = { _ in
            try await Task.sleep(for: .seconds(3600))
            return .null
        }
        // A budget the other (fake, instant) steps meet even on a machine loaded by a parallel CI run, where the
        // suite's 300 ms timed a colour step out as well.
        let module = assemble(WebViewConfiguration { $0.stepTimeout = .seconds(3) })
        let result = try await module.renderAndWait(tall).get()
        #expect(result.failures.map(\.step) == [RenderStepName.fitWidth])
        #expect(result.failures.first?.error.contains("did not answer") == true)
        #expect(result.height == 480)
    }

    @Test func aReusedModuleDropsLateEventsOfItsPreviousContent() async throws {
        engine.stepHandlers[RenderStepName.measure] = { [engine] payload in
            // The first content measures slowly, so its answer arrives after the second render began.
            if engine.insertedContent?.contains("first") == true { try await Task.sleep(for: .milliseconds(150)) }
            return .object([
                "width": .number(390), "height": .number(engine.insertedContent?.contains("first") == true ? 999 : 120),
            ])
        }
        let module = assemble()
        module.render(ContentDocument(html: "<p>first</p>"))
        // A bound for a loaded machine (a CI run at load 7 starved this fake engine for 30 s), not a measurement.
        #expect(await eventually(timeout: .seconds(120)) { engine.journal.contains("call(layout.measure)") })
        let oldGeneration = engine.generation
        let second = try await module.renderAndWait(ContentDocument(html: "<p>second</p>")).get()
        try await Task.sleep(for: .milliseconds(250))
        #expect(second.height == 120)
        #expect(output.results.map(\.height) == [120])
        #expect(output.heights == [120])
        engine.simulateTap(.image(URL(string: "https://example.com/old.png")!), generation: oldGeneration)
        #expect(router.calls.isEmpty)
    }

    @Test func heightIsAStreamThatGrowsAndShrinks() async throws {
        let module = assemble()
        _ = try await module.renderAndWait(tall).get()
        engine.simulateContentResize(height: 900)
        engine.simulateContentResize(height: 900)
        engine.simulateContentResize(height: 100)
        #expect(output.heights == [480, 900, 100])
    }

    @Test func tapsAndRoutesReachTheRouter() async throws {
        let module = assemble()
        _ = try await module.renderAndWait(tall).get()
        engine.simulateTap(.image(URL(string: "https://example.com/a.png")!))
        engine.simulateTap(.embed(.video, URL(string: "https://example.com/v.mp4")!))
        let view = try #require(module.view as? HeadlessContentView)
        view.webPresentation(engine, didRequestRoute: .browser(URL(string: "https://example.com/post")!))
        view.webPresentation(
            engine,
            didRequestRoute: .native(
                screen: "product", parameters: ["id": "42"], url: URL(string: "https://shop.example/product/42")!))
        view.webPresentation(engine, didRequestRoute: .deeplink(URL(string: "app://open")!))
        #expect(
            router.calls == [
                "image https://example.com/a.png", "embed video https://example.com/v.mp4",
                "browser https://example.com/post", "native product id=42", "deeplink app://open",
            ])
    }

    @Test func aDeadWebProcessIsRecoveredByRenderingTheKeptContentAgain() async throws {
        let module = assemble()
        // A finished render of other content first: recovery must not fall back to it.
        let previous = try await module.renderAndWait(ContentDocument(html: #"<div style="height:120px">old</div>"#))
            .get()
        #expect(previous.height == 120)
        let witness = try #require(TerminationWitness.install(on: engine))
        var killed = false
        engine.stepHandlers[RenderStepName.settle] = { [engine] _ in
            if !killed {
                killed = true
                Task { @MainActor in engine.terminateWebProcess() }
                try await Task.sleep(for: .seconds(10))
            }
            return .null
        }
        let result = try await module.renderAndWait(tall).get()
        #expect(witness.terminations == [.crashed])
        #expect(result.height == 480)
        #expect(engine.insertedContent?.contains("post") == true)
        #expect(engine.journal.filter { $0 == "loadPage" }.count == 2)
    }

    @Test func recoveryGivesUpAfterRepeatedDeaths() async throws {
        let module = assemble()
        engine.stepHandlers[RenderStepName.settle] = { [engine] _ in
            Task { @MainActor in engine.terminateWebProcess(.exceededMemoryLimit) }
            try await Task.sleep(for: .seconds(10))
            return .null
        }
        let result = await module.renderAndWait(tall)
        #expect(result == .failure(.webProcessTerminated(.exceededMemoryLimit)))
    }

    @Test func aWarmShellTakesTheNextDocumentWithoutALoad() async throws {
        let module = assemble()
        _ = try await module.renderAndWait(tall).get()
        let second = try await module.renderAndWait(ContentDocument(html: #"<div style="height:50px"></div>"#)).get()
        #expect(second.height == 50)
        #expect(engine.journal.filter { $0 == "loadPage" }.count == 1)
    }

    @Test func anOversizedDocumentFailsWithAClearErrorAndNoHang() async {
        let module = assemble()
        let huge = ContentDocument(html: String(repeating: "a", count: (16 << 20) + 1))
        let result = await module.renderAndWait(huge)
        guard case .failure(let error) = result, error.code == .invalidInput else {
            Issue.record("expected invalidInput, got \(result)")
            return
        }
        #expect(error.message.contains("limit"))
    }
}

/// The page title reaches the host only when the configuration overrides the host title.
@MainActor
@Suite struct ContentModuleTitleTests {
    final class TitleSpy: ContentModuleOutput {
        var titles: [String?] = []
        func contentModule(didUpdateContentHeight height: Double) {}
        func contentModule(didFinishRendering result: ContentRenderResult) {}
        func contentModule(didFail error: WebContentError) {}
        func contentModule(didChangeTitle title: String?) { titles.append(title) }
    }

    func titles(overriding: Bool) async throws -> [String?] {
        let engine = FakeWebEngine()
        let spy = TitleSpy()
        let configuration = WebViewConfigurator().set(overrideTitleFromPage: overriding).build()
        engine.configuration = configuration
        let module = ContentAssembly.assemble(engine: engine, moduleOutput: spy)
        _ = try await module.renderAndWait(ContentDocument(html: "<title>  Basil\n notes </title><p>x</p>")).get()
        return spy.titles
    }

    @Test func theTitleReachesTheHostWhenOverridden() async throws {
        #expect(try await titles(overriding: true) == ["Basil notes"])
    }

    @Test func theTitleStaysPutWhenNotOverridden() async throws {
        #expect(try await titles(overriding: false) == [])
    }
}
