import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The bridge on the real engine: isolated from page scripts, immune to DOM clobbering, batched page-to-Swift
    /// messages answered in order by the configuration's strategies, errors as values.
    @Suite @MainActor
    struct BridgeIsolationTests {
        struct Echo: ScriptMessageStrategy {
            let identifier = "echo"
            func receive(_ body: JSONValue) async throws -> JSONValue { body }
        }

        static func configuration() -> WebViewConfiguration {
            WebViewConfiguration {
                $0.scriptMessageStrategies = ScriptMessageStrategyRegistry([Echo()]); $0.trust = .trusted;
                $0.viewportWidth = 400
            }
        }

        /// The page is trusted (its own markup loads as it is), and gets untrusted content's scripts, the sanitizer
        /// among them, so the insert step it is asked to run has its sanitizer.
        static func load(_ engine: GTKWebEngine, _ html: String) async throws {
            var scripts = configuration()
            scripts.trust = .untrusted
            engine.installSetupScripts(ScriptProvider().setupScripts(for: scripts))
            try await engine.loadHTML(html, baseURL: nil)
        }

        @Test func pageScriptsCannotSeeTheBridgeOrItsHandler() async throws {
            try await EngineFixture.with(Self.configuration()) { engine in
                try await Self.load(engine, "<main id=wck-content></main>")
                let page = try await engine.evaluateJavaScript(
                    "[typeof WebContentBridge, typeof (globalThis.WebContentBridge && WebContentBridge.use('sanitizer')), typeof (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.wck)].join()",
                    in: .page, timeout: .seconds(5))
                #expect(page == .string("undefined,undefined,undefined"))
                // The same question in the content world: the detector sees what is there.
                let content = try await engine.evaluateJavaScript(
                    "[typeof WebContentBridge, typeof WebContentBridge.use('sanitizer'), typeof window.webkit.messageHandlers.wck].join()",
                    in: .content, timeout: .seconds(5))
                #expect(content == .string("object,object,object"))
            }
        }

        @Test func domClobberingCannotBreakTheBridgeOrTheSteps() async throws {
            let clobber = """
                <form id="WebContentBridge"><input name="invoke"></form><img name="getElementById">
                <img name="body"><form name="documentElement"></form><img id="wck-content-x" name="createElement">
                <main id="wck-content"></main>
                """
            try await EngineFixture.with(Self.configuration()) { engine in
                try await Self.load(engine, clobber)
                let report = try await engine.callBridge(
                    RenderStepName.insertContent,
                    payload: .object([
                        "html": .string("<p id=x name=y>hello</p><img name=getElementById>"), "generation": .number(3),
                        "policy": .string("block"),
                    ]), timeout: .seconds(5))
                #expect(report["removed"] != nil)
                let html = try await engine.evaluateJavaScript(
                    "document.querySelector('main#wck-content').innerHTML", in: .content, timeout: .seconds(5))
                #expect(html.stringValue?.contains("id=\"user-content-x\"") == true)
                #expect(html.stringValue?.contains("name=\"user-content-getElementById\"") == true)
                let size = try await engine.callBridge(
                    RenderStepName.measure, payload: .object([:]), timeout: .seconds(5))
                #expect((size["height"]?.doubleValue ?? 0) > 0)
            }
        }

        @Test func batchedSendsAreAnsweredInOrderByTheStrategies() async throws {
            try await EngineFixture.with(Self.configuration()) { engine in
                try await Self.load(engine, "<main id=wck-content></main>")
                let answer = try await engine.callAsyncJavaScript(
                    """
                    const sends = [];
                    for (let i = 0; i < 500; i++) sends.push(WebContentBridge.send('echo', {i}));
                    const replies = await Promise.all(sends);
                    let unknown = '';
                    try { await WebContentBridge.send('nobody', 1); } catch (e) { unknown = e.name; }
                    return {ordered: replies.every((r, i) => r.i === i), count: replies.length, unknown};
                    """, arguments: [:], in: .content, timeout: .seconds(10))
                #expect(
                    answer
                        == .object([
                            "ordered": .bool(true), "count": .number(500), "unknown": .string("UnknownHandler"),
                        ]))
            }
        }

        @Test func aThrowingHandlerBecomesAJavaScriptError() async throws {
            try await EngineFixture.with(Self.configuration()) { engine in
                try await Self.load(engine, "<main id=wck-content></main>")
                _ = try await engine.evaluateJavaScript(
                    "WebContentBridge.register('test.boom', () => { const e = new Error('bad thing'); e.name = 'BoomError'; throw e; }); 1",
                    in: .content, timeout: .seconds(5))
                do {
                    _ = try await engine.callBridge("test.boom", payload: .null, timeout: .seconds(5))
                    Issue.record("expected an error")
                } catch let error as WebContentError {
                    guard error.code == .javaScript else { Issue.record("got \(error)"); return }
                    #expect(error.message.contains("bad thing"))
                }
                struct Sum: Decodable { let sum: Double }
                _ = try await engine.evaluateJavaScript(
                    "WebContentBridge.register('test.add', async (p) => ({sum: p.a + p.b})); 1", in: .content,
                    timeout: .seconds(5))
                struct Pair: Encodable { let a: Double; let b: Double }
                let sum = try await engine.call(
                    "test.add", payload: Pair(a: 2, b: 40), as: Sum.self, timeout: .seconds(5))
                #expect(sum.sum == 42)
            }
        }
    }
}
