import Clocks
import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore
@testable import WebContentPageSession

/// How an engine whose snapshot covers only its view plans a capture of the whole document, against the fake
/// engine: what it measures, and when it reads the view.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct SnapshotPlanMeasureTests {
    @Test func theViewIsReadOnceTheContentIsMeasured() async throws {
        let engine = FakeWebEngine()
        engine.installSetupScripts([UserScript(name: "js/bridge.js", source: "// bridge")])
        try await engine.loadHTML("<main id=wck-content></main>", baseURL: nil)
        engine.stepHandlers[RenderStepName.measure] = { _ in .object(["height": .number(1780)]) }
        var journalWhenRead: [String] = []
        // A clock nobody advances: the deadline never passes, and the plan waits for the fake's answers. On the
        // real clock a second passed first under load (357 engine-free tests starting at once on the main actor
        // that answers the fake's calls), and the plan came back without the content's height.
        let plan = await SnapshotPlan.measuring(engine, timeout: .seconds(1), clock: TestClock()) {
            journalWhenRead = engine.journal
            return (600, false)
        }
        // Both measurements came before the view was read.
        let measure = RenderStepName.measure
        #expect(journalWhenRead.suffix(3) == ["call(\(measure))", "answered(\(measure))", "evaluateJavaScript"])
        // The fake measures no document (its JavaScript answers null): the content's height stands for it.
        #expect(plan == SnapshotPlan(currentHeight: 600, documentHeight: nil, contentHeight: 1780, isInWindow: false))
        #expect(plan.viewHeight == 1780 && plan.restoredHeight == 600)
    }

    @Test func aDocumentWithoutTheBridgeIsCapturedAsTheViewShowsIt() async throws {
        let engine = FakeWebEngine()
        try await engine.loadHTML("<p>raw</p>", baseURL: nil)
        let plan = await SnapshotPlan.measuring(engine, timeout: .seconds(1)) { (450, true) }
        #expect(plan == SnapshotPlan(currentHeight: 450, documentHeight: nil, contentHeight: nil, isInWindow: true))
        #expect(plan.captureHeight == 450 && plan.waitsForScreenUpdates)
    }
}
