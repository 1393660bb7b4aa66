import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Swift-to-page calls on the real engine ride the bridge's parked channel message: one message each way,
    /// answered once, in any order the handlers finish, and never handed to a document that is going away.
    @Suite @MainActor
    struct BridgeChannelTests {
        static let handlers = """
            WebContentBridge.register('t.echo', (p) => p);
            WebContentBridge.register('t.later', (p) => new Promise((r) => setTimeout(() => r(p), p.ms)));
            WebContentBridge.register('t.never', () => { globalThis.tNeverStarted = true; return new Promise(() => {}); });
            WebContentBridge.register('t.cycle', () => { const o = {}; o.o = o; return o; });
            WebContentBridge.register('t.boom', () => { const e = new Error('bad thing'); e.name = 'BoomError'; throw e; });
            WebContentBridge.register('t.reject', () => Promise.reject(new RangeError('too far')));
            WebContentBridge.register('t.trace', (p) => ({ p, stack: String(new Error().stack) }));
            1
            """

        static func load(_ engine: GTKWebEngine) async throws {
            engine.installSetupScripts(
                ScriptProvider().setupScripts(for: BridgeIsolationTests.configuration()))
            try await engine.loadHTML("<main id=wck-content></main>", baseURL: nil)
            _ = try await engine.evaluateJavaScript(handlers, in: .content, timeout: .seconds(5))
        }

        /// Loads the page and starts a `t.never` call, in flight once this returns (its handler has marked the
        /// page; waited for, bounded): what a new document or a dead web process must end at once.
        static func loadWithACallInFlight(_ engine: GTKWebEngine) async throws -> Task<JSONValue, any Error> {
            try await load(engine)
            let pending = Task { @MainActor in
                try await engine.callBridge("t.never", payload: .null, timeout: .seconds(30))
            }
            let started = await eventually(timeout: .seconds(10)) {
                (try? await engine.evaluateJavaScript(
                    "globalThis.tNeverStarted === true", in: .content, timeout: .seconds(5))) == .bool(true)
            }
            #expect(started, "the t.never call did not reach its handler")
            return pending
        }

        /// How a call reached the page.
        enum Route: Equatable { case channel, fallback, unknown }

        /// Calls `t.trace`, which answers its payload and its own stack, and reads the way the call came from that
        /// stack: over the channel the bridge's `receive` runs the handler (a parked message's reply), over the
        /// fallback the bridge's `invoke` does (an async JavaScript call).
        static func trace(_ engine: GTKWebEngine, _ payload: JSONValue = .null) async throws -> (JSONValue?, Route) {
            let answer = try await engine.callBridge("t.trace", payload: payload, timeout: .seconds(5))
            let frames = (answer["stack"]?.stringValue ?? "").split(separator: "\n").map {
                $0.split(separator: "@").first ?? ""
            }
            let route: Route =
                switch (frames.contains("receive"), frames.contains("invoke")) {
                case (true, false): .channel
                case (false, true): .fallback
                default: .unknown
                }
            return (answer["p"], route)
        }

        @Test func callsTravelOverTheChannelOnceTheDocumentSaidHello() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await Self.load(engine)
                for index in 0..<20 {
                    let (echoed, route) = try await Self.trace(engine, .object(["i": .number(Double(index))]))
                    #expect(echoed == .object(["i": .number(Double(index))]))
                    #expect(route == .channel)
                }
            }
        }

        @Test func withoutTheBridgeCallsFallBackAndFailAsJavaScriptErrors() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await engine.loadHTML("<p>no setup scripts</p>", baseURL: nil)
                do {
                    _ = try await engine.callBridge("t.echo", payload: .null, timeout: .seconds(5))
                    Issue.record("expected an error: there is no bridge")
                } catch let error as WebContentError {
                    // The fallback ran the bridge invocation as an async JavaScript call, which found no bridge.
                    #expect(error.code == .javaScript, "got \(error)")
                    #expect(
                        error.name == "ReferenceError" && error.message.contains("WebContentBridge"), "got \(error)")
                }
            }
        }

        @Test func concurrentCallsEachGetTheirOwnAnswerWhateverOrderTheyFinishIn() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await Self.load(engine)
                // Started together, finishing in another order (every third one waits a few ms in the page).
                let tasks = (0..<200).map { index in
                    Task { @MainActor in
                        let handler = index % 3 == 0 ? "t.later" : "t.echo"
                        let payload: JSONValue = .object([
                            "i": .number(Double(index)), "ms": .number(Double(index % 7)),
                        ])
                        return try await engine.callBridge(handler, payload: payload, timeout: .seconds(10))
                    }
                }
                var answers: [Int: JSONValue] = [:]
                for (index, task) in tasks.enumerated() { answers[index] = try await task.value }
                #expect(answers.count == 200)
                #expect(answers.allSatisfy { $0.value["i"]?.intValue == $0.key })
            }
        }

        @Test func errorsArriveAsValuesAndTheChannelKeepsWorking() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await Self.load(engine)
                for (handler, name, fragment) in [
                    ("t.boom", "BoomError", "bad thing"), ("t.reject", "RangeError", "too far"),
                    ("t.cycle", "BadResult", "not JSON"), ("nobody", "UnknownHandler", "nobody"),
                ] {
                    do {
                        _ = try await engine.callBridge(handler, payload: .null, timeout: .seconds(5))
                        Issue.record("\(handler) should fail")
                    } catch let error as WebContentError where error.code == .javaScript {
                        #expect(error.name == name)
                        #expect(error.message.contains(fragment))
                    }
                }
                await #expect(throws: WebContentError.timeout("bridge call t.never", seconds: 0.3)) {
                    _ = try await engine.callBridge("t.never", payload: .null, timeout: .milliseconds(300))
                }
                await #expect(
                    throws: WebContentError.invalidInput("payload holds a number JSON cannot carry (NaN or infinity)")
                ) {
                    _ = try await engine.callBridge("t.echo", payload: .number(.nan), timeout: .seconds(5))
                }
                // Payloads that stress the wire come back intact, as values.
                let hostile =
                    "</script>\u{2028}\u{2029}\u{0}\"\\'); alert(1); //" + String(repeating: "ü", count: 10_000)
                let echoed = try await engine.callBridge("t.echo", payload: .string(hostile), timeout: .seconds(5))
                #expect(echoed == .string(hostile))
                #expect(try await Self.trace(engine).1 == .channel)
            }
        }

        @Test func aNewDocumentTakesTheChannelOverAndOldCallsFailFast() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                let pending = try await Self.loadWithACallInFlight(engine)
                try await Self.load(engine)
                await #expect(throws: WebContentError.superseded) { _ = try await pending.value }
                // The new document owns the channel: calls go over it and reach its handlers.
                let (echoed, route) = try await Self.trace(engine, .string("new"))
                #expect(echoed == .string("new"))
                #expect(route == .channel)
            }
        }

        @Test func aDeadWebProcessFailsCallsAtOnceAndTheNextDocumentAnswers() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                let pending = try await Self.loadWithACallInFlight(engine)
                await engine.terminateWebProcess()
                await #expect(throws: WebContentError.webProcessTerminated(.terminatedByAPI)) {
                    _ = try await pending.value
                }
                try await Self.load(engine)
                let echoed = try await engine.callBridge("t.echo", payload: .bool(true), timeout: .seconds(5))
                #expect(echoed == .bool(true))
            }
        }

        @Test func pageScriptsCannotPostToTheChannel() async throws {
            try await EngineFixture.with(BridgeIsolationTests.configuration()) { engine in
                try await Self.load(engine)
                let page = try await engine.evaluateJavaScript(
                    "typeof (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.wckCall)",
                    in: .page, timeout: .seconds(5))
                #expect(page == .string("undefined"))
                let content = try await engine.evaluateJavaScript(
                    "typeof window.webkit.messageHandlers.wckCall", in: .content, timeout: .seconds(5))
                #expect(content == .string("object"))
            }
        }
    }
}
