import Foundation
import WebContentCore

/// The content module's behaviour, as one set of bodies that every engine must pass.
///
/// The core's tests run them on ``FakeWebEngine``; each adapter's tests run them on its real engine.
@MainActor
public struct ContentModuleConformance {
    /// Makes the engines the bodies run on, and drives their pages.
    public let harness: any ConformanceHarness

    /// The bodies, run on the engines `harness` makes.
    public init(harness: any ConformanceHarness) {
        self.harness = harness
    }

    /// A content block's height in CSS pixels, with room for the shell's margins.
    static let tolerance = 40.0

    static func block(_ height: Int, _ text: String = "block") -> ContentDocument {
        ContentDocument(html: #"<div style="height:\#(height)px">\#(text)</div>"#)
    }

    func withModule(
        _ configuration: WebViewConfiguration = WebViewConfiguration(),
        strategies: RenderStrategyFactory = RenderStrategyFactory(),
        _ body: (ContentModule, any ConfiguredWebEngine, RecordingModuleOutput, RecordingRouter) async throws ->
            Void
    ) async throws {
        let engine = try await harness.makeEngine(configuration)
        let output = RecordingModuleOutput()
        let router = RecordingRouter()
        let module = ContentAssembly.assemble(
            engine: engine, router: router, moduleOutput: output,
            scriptProvider: ConformanceScripts.provider, renderStrategyFactory: strategies)
        do {
            try await body(module, engine, output, router)
        } catch {
            await harness.dispose(engine)
            throw error
        }
        await harness.dispose(engine)
    }

    func near(_ value: Double, _ expected: Double) -> Bool {
        value >= expected && value <= expected + Self.tolerance
    }

    /// Rendering reports the content's real height once every step answered.
    public func rendersTheContentHeight() async throws {
        try await withModule { module, _, output, _ in
            let result = try await module.renderAndWait(Self.block(480)).get()
            try require(result.failures.isEmpty, "steps failed: \(result.failures)")
            try require(near(result.height, 480), "height \(result.height), expected about 480")
            try require(output.heights == [result.height], "heights reported \(output.heights)")
        }
    }

    /// A reused module reports only its new content, never late events of the old.
    public func aReusedModuleReportsOnlyItsNewContent() async throws {
        try await withModule { module, _, output, _ in
            module.render(Self.block(900, "old"))
            let result = try await module.renderAndWait(Self.block(120, "new")).get()
            try await Task.sleep(for: .milliseconds(300))
            try require(near(result.height, 120), "height \(result.height), expected about 120")
            try require(output.results.count == 1, "\(output.results.count) completions, expected 1")
            try require(
                output.heights.allSatisfy { near($0, 120) }, "heights \(output.heights) include the old content")
        }
    }

    /// Height is a stream: it follows the content as it grows and shrinks after rendering.
    public func theHeightFollowsTheContentUpAndDown() async throws {
        try await withModule { module, engine, output, _ in
            _ = try await module.renderAndWait(Self.block(480)).get()
            try await harness.page.resizeContent(of: engine, toHeight: 900)
            try require(
                await eventually { output.heights.last.map { near($0, 900) } == true }, "no growth: \(output.heights)")
            try await harness.page.resizeContent(of: engine, toHeight: 100)
            try require(
                await eventually { output.heights.last.map { near($0, 100) } == true }, "no shrink: \(output.heights)")
        }
    }

    /// A step that never answers ends in a timeout, and the module still reports the height it has.
    public func aStepThatNeverAnswersTimesOut() async throws {
        let wait = RenderStep("debug.wait", payload: .object(["ms": .number(60_000)]), timeout: .milliseconds(400))
        // Only the waiting step has a short limit: on a starved machine the others may be slow, never stuck.
        let patient = WebViewConfiguration { $0.stepTimeout = .seconds(50) }
        try await withModule(patient, strategies: RenderStrategyFactory(additionalSteps: [wait])) { module, _, _, _ in
            // No wall clock: had the module waited for the step's own answer (after 60 s), the step would have
            // answered and failed nothing; its failure as "did not answer" is the timeout's.
            let result = try await module.renderAndWait(Self.block(300)).get()
            try require(result.failures.map(\.step) == ["debug.wait"], "failures \(result.failures)")
            try require(result.failures.first?.error.contains("did not answer") == true, "\(result.failures)")
            try require(near(result.height, 300), "height \(result.height)")
        }
    }

    /// A web process killed in the middle of a render is recovered by rendering the kept content again: the
    /// content being rendered when it died, not the last one that finished (a different height here).
    ///
    /// The kill comes 250 ms into a render that waits 2 s in a step: a margin wide enough that a starved test task
    /// on a loaded machine still kills mid-render, not after it.
    public func aKilledWebProcessEndsWithTheSameHeight() async throws {
        let wait = RenderStep("debug.wait", payload: .object(["ms": .number(2000)]))
        try await withModule(strategies: RenderStrategyFactory(additionalSteps: [wait])) { module, engine, _, _ in
            let clean = try await module.renderAndWait(Self.block(640, "kept")).get()
            let previous = try await module.renderAndWait(Self.block(200, "previous")).get()
            try require(!near(previous.height, clean.height), "the two documents must differ in height")
            guard let witness = TerminationWitness.install(on: engine) else {
                throw ConformanceFailure("the module set no engine delegate")
            }
            module.render(Self.block(640, "kept"))
            try await Task.sleep(for: .milliseconds(250))
            await harness.terminateWebProcess(of: engine)
            let recovered = try await module.waitUntilRendered().get()
            // The engine reports the death on its own schedule: on a loaded machine the render's failed step can
            // reach the module before it.
            let landed = await eventually { witness.terminations.count == 1 }
            try require(landed, "the kill did not land: \(witness.terminations)")
            try require(
                recovered.height == clean.height,
                "recovered \(recovered.height), kept \(clean.height), previous \(previous.height)")
        }
    }

    /// Tapping an image reaches the router with the image's URL.
    public func anImageTapReachesTheRouter() async throws {
        let url = "https://images.example.com/photo.png"
        let html = #"<p>photo</p><img src="\#(url)" width="40" height="30" alt="photo">"#
        try await withModule { module, engine, _, router in
            _ = try await module.renderAndWait(ContentDocument(html: html)).get()
            try await harness.page.tap("img", in: engine)
            try require(await eventually { router.calls == ["image \(url)"] }, "router calls \(router.calls)")
        }
    }
}
