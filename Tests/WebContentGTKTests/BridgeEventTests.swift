import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// events.js on the real engine: taps on images and embeds, and content sizes that follow the content down.
    @Suite @MainActor
    struct BridgeEventTests {
        /// Runs `body` on the sanitizer's shell, with a spy that hears its presentation events (taps, sizes).
        static func withSpiedShell(_ body: (GTKWebEngine, SpyDelegate) async throws -> Void) async throws {
            let delegate = SpyDelegate()
            try await GTKContentSafetySuite.SanitizerBehaviourTests.withShell { engine in
                engine.presentationDelegate = delegate
                try await body(engine, delegate)
            }
        }

        @Test func imageAndEmbedTapsCarryTheGeneration() async throws {
            try await Self.withSpiedShell { engine, delegate in
                let html =
                    "<p><img id=i src=\"\(TestPixel.dataURL)\" width=40 height=40></p><video id=v src=\"data:video/mp4;base64,AAAA\"></video><a href=\"https://x.example/\"><img id=l src=\"\(TestPixel.dataURL)\"></a>"
                // A generation other than the default 1, so a tap that loses it cannot pass.
                _ = try await engine.callBridge(
                    RenderStepName.insertContent,
                    payload: .object([
                        "html": .string(html), "generation": .number(7), "policy": .string("block"),
                    ]), timeout: .seconds(30))
                // The image and video taps are the controls: how long they take to reach the delegate is how long
                // the link's click below is watched for a tap that must not come.
                var controls = ControlLatencies()
                let start = ContinuousClock.now
                _ = try await engine.evaluateJavaScript(
                    """
                    document.getElementById('user-content-i').click();
                    document.getElementById('user-content-v').click();
                    1
                    """, in: .content, timeout: .seconds(5))
                #expect(await controls.poll(from: start) { delegate.taps.count >= 2 })
                #expect(delegate.taps.first == .image(URL(string: TestPixel.dataURL)!))
                if case .embed(.video, _)? = delegate.taps.dropFirst().first {
                } else {
                    Issue.record("no video tap: \(delegate.taps)")
                }
                #expect(delegate.tapGenerations == [RenderGeneration(7), RenderGeneration(7)])
                // An image inside a link is a link click, not an image tap.
                let click = ContinuousClock.now
                _ = try await engine.evaluateJavaScript(
                    "document.getElementById('user-content-l').dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true})); 1",
                    in: .content, timeout: .seconds(5))
                await controls.watch(from: click)
                #expect(delegate.taps.count == 2)
            }
        }

        @Test func sizeEventsFollowTheContentDown() async throws {
            try await Self.withSpiedShell { engine, delegate in
                _ = try await GTKContentSafetySuite.SanitizerBehaviourTests.insert(
                    engine, String(repeating: "<p>line</p>", count: 200))
                #expect(await eventually { (delegate.sizes.last?.height ?? 0) > 2000 })
                let tall = delegate.sizes.last?.height ?? 0
                _ = try await GTKContentSafetySuite.SanitizerBehaviourTests.insert(engine, "<p>short</p>")
                #expect(await eventually { (delegate.sizes.last?.height ?? .infinity) < 200 })
                let measured = try await engine.callBridge(
                    RenderStepName.measure, payload: .object([:]), timeout: .seconds(5))
                #expect(measured["height"]?.doubleValue == delegate.sizes.last?.height)
                print("size events: \(tall) -> \(delegate.sizes.last?.height ?? 0)")
            }
        }
    }
}
