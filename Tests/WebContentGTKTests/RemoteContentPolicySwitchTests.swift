import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// A live module switches its remote-content policy on the real engine: the sanitizer's policy, the CSP
    /// header the shell is served with and the blocked-load counts all follow, checked against a loopback
    /// tripwire and a probe image added from the page's own world (subject to the served CSP, which our
    /// isolated world is not), so a header left at the old policy fails the test.
    @Suite @MainActor
    struct RemoteContentPolicySwitchTests {
        /// How long every probe and every "nothing arrived" check waits: the same whether a load is expected or not.
        static let window: Duration = .seconds(1)

        /// Adds an image for `path` on the tripwire from the page world and says whether its request arrived
        /// within ``window``.
        static func probe(_ engine: GTKWebEngine, _ tripwire: LoopbackImageServer, _ path: String) async throws -> Bool
        {
            _ = try await engine.callAsyncJavaScript(
                "const image = new Image(); image.src = url; document.body.appendChild(image); return true;",
                arguments: ["url": .string(tripwire.origin + path)], in: .page, timeout: .seconds(5))
            await settle(window)
            return tripwire.requests.contains(path)
        }

        @Test(.timeLimit(.minutes(2)))
        func aLiveModuleSwitchesFromBlockToAllowAndBack() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(120))
            defer { tripwire.stop() }
            let image = "\(tripwire.origin)/photo.png"
            let document = ContentDocument(
                html: #"<p>Hello</p><img src="\#(image)" width="60" height="40" alt="photo">"#, kind: .email)
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 400).build()
            #expect(configuration.remoteContentPolicy == .block)
            let output = RecordingModuleOutput()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(
                    engine: engine, moduleOutput: output)
                var photoRequests: Int { tripwire.requests.filter { $0 == "/photo.png" }.count }

                // Block: the sanitizer stops and counts the image; the served CSP stops the page world's probe.
                let blocked = try await module.renderAndWait(document).get()
                await settle(Self.window)
                #expect(photoRequests == 0)
                #expect(blocked.remoteBlocked > 0)
                #expect(try await !Self.probe(engine, tripwire, "/probe-block"), "the block CSP let the probe through")
                #expect(await eventually { engine.attempts.remoteRequests > 0 }, "the CSP violation was not counted")

                // Allow, same live module: the image request arrives and the result and height come again.
                let heights = output.heights.count
                let allowed = try #require(await module.setRemoteContentPolicyAndWait(.allow)).get()
                await settle(Self.window)
                #expect(photoRequests >= 1, "the image never reached the tripwire")
                #expect(allowed.remoteBlocked == 0)
                #expect(allowed.images.first { $0.src == image }?.width == 3, "\(allowed.images)")
                #expect(output.results.count == 2)
                #expect(output.heights.count > heights, "no height after the switch: \(output.heights)")
                #expect(try await Self.probe(engine, tripwire, "/probe-allow"), "the allow CSP stopped the probe")

                // Back to block: nothing new reaches the tripwire, and the header blocks again.
                let before = photoRequests
                let blockedAgain = try #require(await module.setRemoteContentPolicyAndWait(.block)).get()
                await settle(Self.window)
                #expect(photoRequests == before)
                #expect(blockedAgain.remoteBlocked == blocked.remoteBlocked)
                #expect(output.results.count == 3)
                #expect(try await !Self.probe(engine, tripwire, "/probe-block-again"), "the CSP stayed at allow")
                // Late arrivals: by now every blocked load was watched for longer than any allowed one needed.
                #expect(
                    !tripwire.requests.contains("/probe-block") && !tripwire.requests.contains("/probe-block-again"))
                #expect(photoRequests == before)
                print(
                    """
                    policy switch: block \(blocked.remoteBlocked) blocked, 0 requests; allow \(before) image \
                    request(s); block again \(blockedAgain.remoteBlocked) blocked, 0 new; tripwire saw \(tripwire.requests)
                    """)
            }
        }
    }
}
