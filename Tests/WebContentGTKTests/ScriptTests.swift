import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Setup scripts: next document, isolated world, start or end, top frame or all frames.
    @Suite @MainActor
    struct ScriptTests {
        /// Trusted content whose own script reports what it can see of the content world.
        static let probe =
            "<script>window.pageSaw = typeof window.secret + '/' + typeof window.webkit?.messageHandlers?.wck</script>"

        @Test func aDocumentStartScriptInTheContentWorldIsInvisibleToThePage() async throws {
            try await EngineFixture.with { engine in
                engine.installSetupScripts([
                    EngineFixture.script("window.secret = 'content'; window.readyAtStart = document.readyState;")
                ])
                try await engine.loadHTML(Self.probe, baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.secret", in: .content, timeout: .seconds(5))
                        == .string("content"))
                #expect(
                    try await engine.evaluateJavaScript("window.readyAtStart", in: .content, timeout: .seconds(5))
                        == .string("loading"))
                // The page's own script saw neither the global nor the bridge handler.
                #expect(
                    try await engine.evaluateJavaScript("window.pageSaw", in: .page, timeout: .seconds(5))
                        == .string("undefined/undefined"))
                #expect(
                    try await engine.evaluateJavaScript(
                        "typeof window.webkit?.messageHandlers?.wck", in: .content, timeout: .seconds(5))
                        == .string("object"))
            }
        }

        @Test func theSameScriptInThePageWorldIsVisible() async throws {
            // Negative control for the isolation test: the probe does detect a page-world global.
            try await EngineFixture.with { engine in
                engine.installSetupScripts([EngineFixture.script("window.secret = 'page';", world: .page)])
                try await engine.loadHTML(Self.probe, baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.pageSaw", in: .page, timeout: .seconds(5))
                        == .string("string/undefined"))
            }
        }

        @Test func scriptsTakeEffectInTheNextDocumentAndCanBeReplaced() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML("", baseURL: nil)
                engine.installSetupScripts([EngineFixture.script("window.marker = 1;")])
                #expect(
                    try await engine.evaluateJavaScript("typeof window.marker", in: .content, timeout: .seconds(5))
                        == .string("undefined"))
                try await engine.loadHTML("", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.marker", in: .content, timeout: .seconds(5))
                        == .number(1))
                engine.installSetupScripts([])
                try await engine.loadHTML("", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("typeof window.marker", in: .content, timeout: .seconds(5))
                        == .string("undefined"))
            }
        }

        @Test func documentEndScriptsSeeTheParsedDocument() async throws {
            try await EngineFixture.with { engine in
                engine.installSetupScripts([
                    EngineFixture.script("window.paragraphs = document.querySelectorAll('p').length;", at: .documentEnd)
                ])
                try await engine.loadHTML("<p>1</p><p>2</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.paragraphs", in: .content, timeout: .seconds(5))
                        == .number(2))
            }
        }

        @Test(arguments: [UserScript.Frames.topFrame, .allFrames])
        func framesSelectWhereScriptsRun(frames: UserScript.Frames) async throws {
            let seen = try await EngineFixture.with { engine in
                // A DOM attribute is shared by every world, so the page can read what the content world marked.
                engine.installSetupScripts([
                    EngineFixture.script(
                        "document.documentElement.dataset.seen = 'yes';", at: .documentEnd, frames: frames)
                ])
                try await engine.loadHTML("<iframe srcdoc='<p>inner</p>'></iframe>", baseURL: nil)
                _ = await eventually(timeout: .seconds(2)) {
                    let ready = try? await engine.evaluateJavaScript(
                        "document.querySelector('iframe').contentDocument.readyState", in: .page, timeout: .seconds(5))
                    return ready == .string("complete")
                }
                return try await engine.evaluateJavaScript(
                    "[document.documentElement.dataset.seen ?? null, document.querySelector('iframe').contentDocument.documentElement.dataset.seen ?? null]",
                    in: .page, timeout: .seconds(5))
            }
            #expect(seen == .array([.string("yes"), frames == .allFrames ? .string("yes") : .null]))
        }

        @Test func untrustedContentStillRunsContentWorldScripts() async throws {
            try await EngineFixture.with(EngineFixture.configuration(trust: .untrusted)) { engine in
                engine.installSetupScripts([EngineFixture.script("window.secret = 'content';")])
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.secret", in: .content, timeout: .seconds(5))
                        == .string("content"))
                #expect(
                    try await engine.callAsyncJavaScript(
                        "return document.querySelector('p').textContent + v;", arguments: ["v": .string("!")],
                        in: .content, timeout: .seconds(5)) == .string("x!"))
            }
        }
    }
}
