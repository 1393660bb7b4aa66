#if canImport(WebKit)
import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentWebKit

/// Two review fixes on a real web view: a call a newer load overtook ends as superseded, and a snapshot never
/// changes the frame of a view that is on screen.
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKSupersedeAndSnapshotTests {
    /// A call made while a newer load is on its way runs in the document that load replaces; when that document
    /// goes, WebKit fails the call, and its caller hears `.superseded` (as on GTK), not a JavaScript error.
    @Test func aCallTheNextDocumentReplacedIsSuperseded() async throws {
        try await WKEngineFixture.with(loading: "<p>old</p>") { engine in
            let newer = Task { try await engine.loadHTML("<p>new</p>", baseURL: nil) }
            await Task.yield()
            let outcome: Result<JSONValue, any Error>
            do {
                outcome = .success(
                    try await engine.callAsyncJavaScript(
                        "return await new Promise(resolve => setTimeout(() => resolve(1), 3000));", arguments: [:],
                        in: .content, timeout: .seconds(10)))
            } catch {
                outcome = .failure(error)
            }
            try await newer.value
            print("overtaken call: \(outcome)")
            guard case .failure(let error) = outcome else {
                Issue.record("the call reached the new document: nothing was overtaken (\(outcome))")
                return
            }
            #expect(error as? WebContentError == .superseded, "the overtaken call ended with \(error)")
        }
    }

    /// A view in a window keeps its on-screen frame while the engine captures a document taller than it.
    @Test func aSnapshotLeavesAHostedViewsFrameAlone() async throws {
        try await WKEngineFixture.with(WKEngineFixture.configuration(width: 360)) { engine in
            try await engine.loadHTML(
                "<body style='margin:0'><div style='height:1800px;background:red'></div></body>", baseURL: nil)
            let before = engine.webView.frame
            var seen: Set<Double> = [Double(before.height)]
            let done = Flag()
            let capture = Task { @MainActor in
                defer { done.isSet = true }
                return try await engine.snapshotPNG()
            }
            while !done.isSet {
                seen.insert(Double(engine.webView.frame.height))
                try await Task.sleep(for: .milliseconds(1))
            }
            let png = try await capture.value
            #expect(seen == [Double(before.height)], "the hosted view's height went through \(seen.sorted())")
            #expect(engine.webView.frame == before)
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(abs(Double(height) / Double(max(width, 1)) - 1800.0 / 360.0) < 0.05, "\(width) x \(height) px")
        }
    }

    /// Two snapshots of a windowless view that overlap give the view its own height back, not the other's.
    @Test func overlappingSnapshotsRestoreTheViewsOwnHeight() async throws {
        let engine = try await WKWebEngine.make(configuration: WKEngineFixture.configuration(width: 360))
        try await engine.loadHTML(
            "<body style='margin:0'><div style='height:1800px;background:red'></div></body>", baseURL: nil)
        let before = engine.webView.frame
        async let first = engine.snapshotPNG()
        async let second = engine.snapshotPNG()
        _ = try await (first, second)
        #expect(engine.webView.frame == before)
        await engine.close()
    }
}

/// Set once, read on the main actor.
@MainActor
private final class Flag {
    var isSet = false
}
#endif
