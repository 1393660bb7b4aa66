import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Iframes get the bridge only by explicit option, and their messages only from the origins it lists.
    ///
    /// The page embeds an iframe from a loopback server (its own origin). An app script in every frame's content
    /// world sends from the iframe; when that fails it tells the top frame through the DOM's postMessage, and the
    /// top frame relays what it heard, so each case shows both what arrived and what was refused.
    @Suite @MainActor
    struct BridgeFramesTests {
        /// Records every `frames.record` body, in arrival order, and when the first came.
        final class Recorder: ScriptMessageStrategy, @unchecked Sendable {
            let identifier = "frames.record"
            private let lock = NSLock()
            private var bodies: [JSONValue] = []
            private var first: ContinuousClock.Instant?
            var received: [JSONValue] { lock.withLock { bodies } }
            var firstArrival: ContinuousClock.Instant? { lock.withLock { first } }
            func receive(_ body: JSONValue) async throws -> JSONValue {
                lock.withLock {
                    bodies.append(body)
                    if first == nil { first = .now }
                }
                return .null
            }
        }

        static let appScript = """
            if (window === top) {
              window.addEventListener('message', (e) => WebContentBridge.send('frames.record', {relay: e.data}));
            } else if (!globalThis.WebContentBridge) {
              parent.postMessage({noBridge: location.origin}, '*');
            } else {
              WebContentBridge.send('frames.record', {from: location.origin}).then(
                () => {}, (e) => parent.postMessage({refused: e.name, origin: location.origin}, '*'));
            }
            """

        /// Renders the page with `frames` and returns what the recorder got once the iframe has spoken.
        static func run(
            _ frames: (LoopbackImageServer) -> BridgeFrames
        ) async throws -> (received: [JSONValue], origin: String) {
            let tripwire = try await LoopbackImageServer()
            defer { tripwire.stop() }
            let recorder = Recorder()
            let configuration = WebViewConfigurator()
                .set(trust: .trusted).add(scriptMessageStrategy: recorder).set(bridgeFrames: frames(tripwire)).build()
            try await EngineFixture.with(configuration) { engine in
                var scripts = ScriptProvider().setupScripts(for: configuration)
                scripts.append(EngineFixture.script(Self.appScript, name: "app", at: .documentEnd, frames: .allFrames))
                engine.installSetupScripts(scripts)
                // The first word is the control: it shows the way from the iframe works and how long it takes from
                // the load's start; anything later is watched for at least as long again.
                var controls = ControlLatencies()
                let start = ContinuousClock.now
                try await engine.loadHTML(
                    "<main id=wck-content><iframe src='\(tripwire.origin)/frame.png'></iframe></main>", baseURL: nil)
                _ = await controls.wait(from: start, until: start + .seconds(10)) { recorder.firstArrival }
                if let first = recorder.firstArrival { await controls.watch(from: first) }
            }
            return (recorder.received, tripwire.origin)
        }

        @Test func byDefaultIframesHaveNoBridge() async throws {
            let (received, origin) = try await Self.run { _ in .topFrame }
            #expect(received == [.object(["relay": .object(["noBridge": .string(origin)])])])
        }

        @Test func anAllowedOriginsIframeIsHeard() async throws {
            let (received, origin) = try await Self.run { .allFrames(allowedOrigins: [$0.origin]) }
            #expect(received == [.object(["from": .string(origin)])])
        }

        @Test func anIframeOfAnotherOriginIsRefused() async throws {
            let (received, origin) = try await Self.run { _ in
                .allFrames(allowedOrigins: ["https://widgets.example.com"])
            }
            #expect(
                received == [
                    .object(["relay": .object(["refused": .string("OriginNotAllowed"), "origin": .string(origin)])])
                ])
        }
    }
}
