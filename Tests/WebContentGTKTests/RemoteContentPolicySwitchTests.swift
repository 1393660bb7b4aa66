import Foundation
import RealEngineSuites
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
    ///
    /// Loads that must come are waited for and timed; loads that must not are watched for at least the slowest
    /// load timed before.
    @Suite @MainActor
    struct RemoteContentPolicySwitchTests {
        /// Adds an image for `path` on the tripwire from the page world and returns when it was added.
        static func probe(
            _ engine: GTKWebEngine, _ tripwire: LoopbackImageServer, _ path: String
        ) async throws -> ContinuousClock.Instant {
            let start = ContinuousClock.now
            _ = try await engine.callAsyncJavaScript(
                "const image = new Image(); image.src = url; document.body.appendChild(image); return true;",
                arguments: ["url": .string(tripwire.origin + path)], in: .page, timeout: .seconds(5))
            return start
        }

        /// When the first request for `path` arrived at the tripwire.
        static func arrival(_ tripwire: LoopbackImageServer, _ path: String) -> ContinuousClock.Instant? {
            tripwire.requestsWithHeaders.first { $0.target == path }?.arrived
        }

        /// Block, allow, block again on one live module.
        ///
        /// Each "nothing arrived" check is watched for at least the slowest load measured before it in the run: a
        /// page-world probe on a bare engine under allow first (under block nothing of this engine loads, whatever
        /// world adds it), then the image and the page-world probe under allow. The last check of the run comes
        /// after all of them.
        @Test(.timeLimit(.minutes(2)))
        func aLiveModuleSwitchesFromBlockToAllowAndBack() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(120))
            defer { tripwire.stop() }
            let image = "\(tripwire.origin)/photo.png"
            let document = ContentDocument(
                html: #"<p>Hello</p><img src="\#(image)" width="60" height="40" alt="photo">"#)
            let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 400).build()
            #expect(configuration.remoteContentPolicy == .block)
            let output = RecordingModuleOutput()
            var controls = ControlLatencies()
            // The first control, before anything is blocked: the same tripwire sees a page-world probe on an engine
            // under allow, and how long it took is the first "nothing arrived" window.
            try await EngineFixture.with(EngineFixture.configuration(remote: .allow)) { engine in
                try await engine.loadHTML("<p>control</p>", baseURL: nil)
                let start = try await Self.probe(engine, tripwire, "/control-allow")
                #expect(
                    await controls.wait(from: start) { Self.arrival(tripwire, "/control-allow") },
                    "a page-world probe under allow did not load")
            }
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(
                    engine: engine, moduleOutput: output)
                var photoRequests: Int { tripwire.requests.filter { $0 == "/photo.png" }.count }

                // Block: the sanitizer stops and counts the image; the served CSP stops the page world's probe.
                let rendering = ContinuousClock.now
                let blocked = try await module.renderAndWait(document).get()
                await controls.watch(from: rendering)
                #expect(photoRequests == 0)
                #expect((blocked.report(SanitizerReport.self)?.remoteBlocked ?? 0) > 0)
                await controls.watch(from: try await Self.probe(engine, tripwire, "/probe-block"))
                #expect(Self.arrival(tripwire, "/probe-block") == nil, "the block CSP let the probe through")
                #expect(await eventually { engine.attempts.remoteRequests > 0 }, "the CSP violation was not counted")

                // Allow, same live module: the image request arrives and the result and height come again.
                let heights = output.heights.count
                let switching = ContinuousClock.now
                let allowed = try #require(await module.setRemoteContentPolicyAndWait(.allow)).get()
                #expect(
                    await controls.wait(from: switching) { Self.arrival(tripwire, "/photo.png") },
                    "the image never reached the tripwire")
                #expect((allowed.report(SanitizerReport.self)?.remoteBlocked ?? 0) == 0)
                let images = allowed.report(DocumentReport.self)?.images ?? []
                #expect(images.first { $0.src == image }?.width == 3, "\(images)")
                #expect(output.results.count == 2)
                #expect(output.heights.count > heights, "no height after the switch: \(output.heights)")
                let allowProbe = try await Self.probe(engine, tripwire, "/probe-allow")
                #expect(
                    await controls.wait(from: allowProbe) { Self.arrival(tripwire, "/probe-allow") },
                    "the allow CSP stopped the probe")

                // Back to block: nothing new reaches the tripwire, and the header blocks again.
                let before = photoRequests
                let switchingBack = ContinuousClock.now
                let blockedAgain = try #require(await module.setRemoteContentPolicyAndWait(.block)).get()
                await controls.watch(from: switchingBack)
                #expect(photoRequests == before)
                #expect(
                    (blockedAgain.report(SanitizerReport.self)?.remoteBlocked ?? 0)
                        == (blocked.report(SanitizerReport.self)?.remoteBlocked ?? 0))
                #expect(output.results.count == 3)
                await controls.watch(from: try await Self.probe(engine, tripwire, "/probe-block-again"))
                #expect(Self.arrival(tripwire, "/probe-block-again") == nil, "the CSP stayed at allow")
                // Late arrivals: by now every blocked load was watched for at least as long as every load measured.
                #expect(
                    !tripwire.requests.contains("/probe-block") && !tripwire.requests.contains("/probe-block-again"))
                #expect(photoRequests == before)
                print(
                    """
                    policy switch: block \((blocked.report(SanitizerReport.self)?.remoteBlocked ?? 0)) blocked, 0 requests; allow \(before) image \
                    request(s); block again \((blockedAgain.report(SanitizerReport.self)?.remoteBlocked ?? 0)) blocked, 0 new; loads measured: \
                    \(controls.summary); tripwire saw \(tripwire.requests)
                    """)
            }
        }
    }
}
