import Foundation
import Testing
import WebContentCore
@testable import WebContentGTK

extension GTKEngineSuite {
    /// The sanitizer on the real engine with page JavaScript ON (trusted configuration: the worst case), over
    /// every payload of ../shared/corpus/xss, with a canary (alert/confirm/prompt/print counted by the engine)
    /// and a negative control: the same payloads inserted raw do fire it.
    @Suite @MainActor
    struct SanitizerCorpusTests {
        struct Payload: Decodable { let id: String; let payload: String? }

        static let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")

        static func payloads() throws -> [Payload] {
            let folder = corpus.appendingPathComponent("xss")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            return try files.flatMap { file in
                try JSONDecoder().decode([Payload].self, from: Data(contentsOf: folder.appendingPathComponent(file)))
            }.filter { $0.payload != nil }
        }

        /// Fires every handler a payload could have: synthetic events on every element, clicks on links.
        static let poke = """
            const kinds = ['click', 'mouseover', 'mouseenter', 'mousemove', 'focus', 'blur', 'load', 'error',
              'animationstart', 'transitionend', 'toggle', 'input', 'change', 'pointerover'];
            for (const el of document.getElementById('wck-content').querySelectorAll('*')) {
              for (const kind of kinds) { try { el.dispatchEvent(new Event(kind, {bubbles: true})); } catch (e) {} }
              if (el.localName === 'a' || el.localName === 'area') { try { el.click(); } catch (e) {} }
            }
            return true;
            """
        static let rawInsert = "document.getElementById('wck-content').innerHTML = html; return true;"
        static let shell = "<!doctype html><html><body><main id=\"wck-content\"></main></body></html>"

        /// Page JavaScript on, navigations away cancelled (a payload must not take the shell with it).
        static func configuration() -> WebViewConfiguration {
            EngineFixture.configuration(trust: .trusted, chain: NavigationChain([], fallback: .cancel))
        }

        /// Inserts every payload (sanitised or raw) and returns the ids after which dialogs were counted.
        static func run(_ payloads: [Payload], sanitized: Bool, engine: GTKWebEngine) async throws -> [String] {
            let configuration = configuration()
            engine.installSetupScripts(ScriptProvider().setupScripts(for: .generic, configuration: configuration))
            try await engine.loadHTML(shell, baseURL: nil)
            var fired: [String] = []
            for (index, item) in payloads.enumerated() {
                let before = engine.attempts.dialogs
                let html = JSONValue.string(item.payload ?? "")
                if sanitized {
                    _ = try await engine.callBridge(RenderStepName.insertContent, payload: .object([
                        "html": html, "generation": .number(Double(index + 1)), "policy": .string("allow"),
                    ]), timeout: .seconds(10))
                } else {
                    _ = try? await engine.callAsyncJavaScript(rawInsert, arguments: ["html": html], in: .content, timeout: .seconds(10))
                }
                _ = try? await engine.callAsyncJavaScript(poke, arguments: [:], in: .content, timeout: .seconds(10))
                try await Task.sleep(for: .milliseconds(20))
                if engine.attempts.dialogs > before { fired.append(item.id) }
                // A raw payload may remove the shell's content element: bring the shell back.
                let present = try? await engine.evaluateJavaScript(
                    "!!document.getElementById('wck-content')", in: .content, timeout: .seconds(5))
                if present != .bool(true) { try await engine.loadHTML(shell, baseURL: nil) }
            }
            await settle()
            return fired
        }

        @Test func noCorpusPayloadExecutesUnderTheSanitizerAndTheControlFires() async throws {
            let payloads = try Self.payloads()
            #expect(payloads.count >= 400)
            let executed = try await EngineFixture.with(Self.configuration()) { engine in
                let fired = try await Self.run(payloads, sanitized: true, engine: engine)
                return (fired, engine.attempts.dialogs)
            }
            let control = try await EngineFixture.with(Self.configuration()) { engine in
                try await Self.run(payloads, sanitized: false, engine: engine)
            }
            print("xss corpus: \(payloads.count) payloads, executed under the sanitizer: \(executed.0.count), fired raw: \(control.count)")
            #expect(executed.0.isEmpty, "executed: \(executed.0.prefix(20))")
            #expect(executed.1 == 0)
            // The detector works: raw insertion of the same payloads does run some of them.
            #expect(control.count > 20)
        }
    }
}
