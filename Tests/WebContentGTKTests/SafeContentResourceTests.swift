import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// `cid:` attachments and proxied remote images come from the caller's ``ContentResourceProvider``.
    @Suite @MainActor
    struct SafeContentResourceTests {
        /// Answers `cid:logo@x` and every http(s) URL with the tripwire's PNG; records what it was asked.
        final class RecordingProvider: ContentResourceProvider, @unchecked Sendable {
            private let lock = NSLock()
            private var asked: [String] = []
            var urls: [String] { lock.withLock { asked } }

            func resource(for url: URL) async -> ContentResource? {
                lock.withLock { asked.append(url.absoluteString) }
                guard url.absoluteString == "cid:logo@x" || url.scheme == "http" || url.scheme == "https" else {
                    return nil
                }
                return ContentResource(data: LoopbackImageServer.png, mimeType: "image/png")
            }
        }

        /// Renders `html` on a fresh engine; `then` runs before the engine closes, with the instant the render began.
        static func render(
            _ html: String, _ configurator: WebViewConfigurator, provider: RecordingProvider?,
            then: (ContinuousClock.Instant) async -> Void = { _ in }
        ) async throws
            -> ContentRenderResult
        {
            let configuration = configurator.set(resourceProvider: provider).build()
            return try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let start = ContinuousClock.now
                let result = try await module.renderAndWait(ContentDocument(html: html)).get()
                await then(start)
                return result
            }
        }

        @Test func cidImagesComeFromTheProvider() async throws {
            let html = "<p><img src=\"cid:logo@x\" alt=logo><img src=\"cid:missing@x\" alt=missing></p>"
            let provider = RecordingProvider()
            let result = try await Self.render(html, WebViewConfiguratorFactory.make(.email), provider: provider)
            let images = try #require(result.report(DocumentReport.self)).images
            let widths = Dictionary(images.map { ($0.src, $0.width) }, uniquingKeysWith: { first, _ in first })
            #expect(widths["cid:logo@x"] == 3, "\(images)")
            #expect(widths["cid:missing@x"] == 0, "a nil answer loads nothing")
            #expect(Set(provider.urls) == ["cid:logo@x", "cid:missing@x"])
            // Control: without a provider the attachment does not load.
            let bare = try await Self.render(html, WebViewConfiguratorFactory.make(.email), provider: nil)
            let bareImages = try #require(bare.report(DocumentReport.self)).images
            #expect(bareImages.count == 2 && bareImages.allSatisfy { $0.width == 0 }, "\(bareImages)")
        }

        /// The control first: allowed, the image reaches the tripwire, timed from the start of its render to the
        /// request's arrival; proxied, the page is watched at least that long from the start of its render.
        @Test func proxiedImagesGoThroughTheProviderNotTheNetwork() async throws {
            let tripwire = try await LoopbackImageServer()
            defer { tripwire.stop() }
            let remote = "\(tripwire.origin)/photo.png"
            let html = "<p><img src=\"\(remote)\" width=\"50\" height=\"40\"></p>"
            var controls = ControlLatencies()
            _ = try await Self.render(html, WebViewConfiguratorFactory.make(.post), provider: nil) { start in
                let fired = await controls.wait(from: start) { tripwire.requestsWithHeaders.first?.arrived }
                #expect(fired, "allowed, the image never reached the tripwire")
            }
            let allowed = tripwire.count
            let provider = RecordingProvider()
            let proxied = try await Self.render(
                html, WebViewConfiguratorFactory.make(.post).set(remoteContentPolicy: .proxy), provider: provider
            ) { start in
                await controls.watch(from: start)
            }
            #expect(
                !provider.urls.isEmpty && Set(provider.urls) == [remote],
                "the provider sees the original URL: \(provider.urls)")
            let proxiedImages = proxied.report(DocumentReport.self)?.images
            #expect(proxiedImages?.first?.width == 3, "\(proxiedImages ?? [])")
            #expect(
                allowed >= 1 && tripwire.count == allowed, "proxied, \(tripwire.count - allowed) reached the network")
            print(
                """
                resources: proxy policy sent \(provider.urls.count) request(s) to the provider and 0 to the network, \
                watched \(controls.window) from its render's start; allow sent \(allowed) to the tripwire \
                (\(controls.summary))
                """)
        }
    }
}
