import Foundation
import Testing
import WebContentConformance

@testable import WebContentCore

/// An app's own View (a self-sizing cell, the GTK widget) is told the height the module's owner is told, each
/// time, in the same order: one place decides heights, the Presenter.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ContentViewHeightTests {
    /// A View that records what the Presenter asks it to display and forwards the page's events like the
    /// headless one.
    final class SizingViewSpy: ContentViewInput, ContentViewOutputHolder {
        let relay: HeadlessContentView
        private(set) var displayed: [Double] = []
        var output: (any ContentViewOutput)? {
            get { relay.output }
            set { relay.output = newValue }
        }

        init(engine: FakeWebEngine) { relay = HeadlessContentView(webPresentation: engine) }

        func setupInitialState() { relay.setupInitialState() }
        func obtainCurrentContentSize() -> ContentSize { relay.obtainCurrentContentSize() }
        func obtainCurrentTitle() -> String? { relay.obtainCurrentTitle() }
        func displayContentHeight(_ height: Double) { displayed.append(height) }
    }

    @Test func theViewDisplaysEveryHeightTheOwnerHears() async throws {
        let engine = FakeWebEngine()
        let output = RecordingModuleOutput()
        let view = SizingViewSpy(engine: engine)
        let module = ContentAssembly.assemble(
            engine: engine, view: view,
            moduleOutput: output)
        #expect(module.view === view)
        #expect(engine.presentationDelegate === view.relay)
        _ = try await module.renderAndWait(ContentDocument(html: #"<div style="height:480px">a</div>"#)).get()
        engine.simulateContentResize(height: 900)
        engine.simulateContentResize(height: 100)
        #expect(output.heights == [480, 900, 100])
        #expect(view.displayed == output.heights)
    }
}
