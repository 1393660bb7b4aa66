import Foundation
import WebContentCore

/// Wraps a real engine and times what the module asks of it, so each report splits compose, load and render.
///
/// The module runs unchanged on top: delegates are the wrapped engine's own, so its events reach the module
/// directly. Times come from Swift's `ContinuousClock` (in-page clocks are 1 ms granular).
@MainActor
final class TimingWebEngine: WebEngine, WebPresentation {
    /// What one document's render asked of the engine, and when.
    struct Marks {
        var started: ContinuousClock.Instant
        /// The module's first call to the engine: composition and setup are done by then.
        var firstCall: ContinuousClock.Instant?
        var loading: Duration = .zero
        var loads = 0
        /// Bridge calls forwarded to the wrapped engine's own channel.
        var bridgeCalls = 0
        /// Async function calls; the module's render steps never take this path (they are bridge calls).
        var scriptCalls = 0
    }

    let base: any WebEngine & WebPresentation
    private(set) var marks = Marks(started: .now)

    init(_ base: any WebEngine & WebPresentation) {
        self.base = base
    }

    /// Starts timing a new document.
    func beginDocument() {
        marks = Marks(started: .now)
    }

    private func noteCall() {
        if marks.firstCall == nil { marks.firstCall = .now }
    }

    var engineDelegate: (any WebEngineDelegate)? {
        get { base.engineDelegate }
        set { base.engineDelegate = newValue }
    }

    var presentationDelegate: (any WebPresentationDelegate)? {
        get { base.presentationDelegate }
        set { base.presentationDelegate = newValue }
    }

    var contentSize: ContentSize { base.contentSize }
    var title: String? { base.title }
    var attempts: ContentAttempts { base.attempts }

    var viewportWidth: Double {
        get { base.viewportWidth }
        set { base.viewportWidth = newValue }
    }

    func installSetupScripts(_ scripts: [UserScript]) {
        noteCall()
        base.installSetupScripts(scripts)
    }

    func loadPage(_ page: ComposedPage) async throws {
        noteCall()
        let start = ContinuousClock.now
        defer {
            marks.loading += .now - start
            marks.loads += 1
        }
        try await base.loadPage(page)
    }

    func loadHTML(_ html: String, baseURL: URL?) async throws {
        noteCall()
        let start = ContinuousClock.now
        defer {
            marks.loading += .now - start
            marks.loads += 1
        }
        try await base.loadHTML(html, baseURL: baseURL)
    }

    func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue {
        noteCall()
        return try await base.evaluateJavaScript(source, in: world, timeout: timeout)
    }

    func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        noteCall()
        marks.scriptCalls += 1
        return try await base.callAsyncJavaScript(body, arguments: arguments, in: world, timeout: timeout)
    }

    func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        noteCall()
        marks.bridgeCalls += 1
        return try await base.callBridge(handler, payload: payload, timeout: timeout)
    }

    func snapshotPNG() async throws -> Data {
        try await base.snapshotPNG()
    }

    func snapshotPixels(maximumRows: Int) async throws -> ContentPixels {
        try await base.snapshotPixels(maximumRows: maximumRows)
    }

    func printPDF() async throws -> Data {
        try await base.printPDF()
    }

    func reset() async {
        await base.reset()
    }
}
