import Foundation
import Synchronization
import Testing
import WebContentConformance
import WebContentCore
import WebContentMail

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// "Show remote content" in place: the images block withheld appear in the live page through the proxy, with
    /// no reload and no new render, the height only growing and the first line where it was; trackers stay out.
    @Suite @MainActor
    struct RemoteInPlaceTests {
        /// Answers every proxied image with a 3x2 PNG and records what it was asked for.
        final class RecordingProxy: ContentResourceProvider {
            private let asked = Mutex<[String]>([])
            var urls: [String] { asked.withLock { $0 } }

            func resource(for url: URL) async -> ContentResource? {
                guard url.scheme != "cid" else { return nil }
                asked.withLock { $0.append(url.absoluteString) }
                return ContentResource(data: LoopbackURLs.png, mimeType: "image/png")
            }
        }

        static let html = """
            <p id="top">First line of the message.</p>
            <img src="https://images.shop.example/photo.png" style="width:300px">
            <img src="https://x.list-manage.com/track/open.php?u=1" width="1" height="1">
            <p>Last line.</p>
            """

        static func configuration(
            _ provider: (any ContentResourceProvider)?, junk: Bool = false
        ) -> WebViewConfiguration {
            WebViewConfiguratorFactory.make(.email)
                .set(remoteContent: RemoteContentDecision(policy: .block, isJunk: junk).grant)
                .set(resourceProvider: provider)
                .build()
        }

        static func top(_ engine: GTKWebEngine) async throws -> Double {
            try await engine.evaluateJavaScript(
                "document.querySelector('#wck-content p').getBoundingClientRect().top", in: .page,
                timeout: .seconds(5)
            ).doubleValue ?? -1
        }

        @Test(.timeLimit(.minutes(2)))
        func withheldImagesAppearInPlaceWithoutAReload() async throws {
            let proxy = RecordingProxy()
            let configuration = Self.configuration(proxy)
            try await EngineFixture.with(configuration) { engine in
                let output = RecordingModuleOutput()
                let module = ContentAssembly.assemble(
                    engine: engine, moduleOutput: output)
                let first = try await module.renderAndWait(ContentDocument(html: Self.html)).get()
                #expect(
                    first.report(SanitizerReport.self)?.remoteBlocked == 2
                        && first.report(SanitizerReport.self)?.trackersBlocked == 1)
                #expect(proxy.urls.isEmpty, "nothing is proxied under block")
                _ = try await engine.evaluateJavaScript(
                    "document.documentElement.dataset.marker = 'kept'", in: .page, timeout: .seconds(5))
                let topBefore = try await Self.top(engine)
                let heightsBefore = output.heights.count

                #expect(await module.showRemoteContentInPlace() == 1)
                #expect(await eventually { (output.heights.last ?? 0) >= first.height + 150 }, "\(output.heights)")
                let after = Array(output.heights[(heightsBefore - 1)...])
                #expect(zip(after, after.dropFirst()).allSatisfy { $0 <= $1 }, "the height only grows: \(after)")
                #expect(proxy.urls == ["https://images.shop.example/photo.png"], "the tracker stays out")
                let marker = try await engine.evaluateJavaScript(
                    "document.documentElement.dataset.marker", in: .page, timeout: .seconds(5))
                #expect(marker.stringValue == "kept", "the same page: no reload")
                #expect(output.results.count == 1, "no new render")
                #expect(try await Self.top(engine) == topBefore, "the first line stays where it was")
                #expect(module.remoteContentPolicy == .proxy)
                #expect(await module.showRemoteContentInPlace() == nil, "once")
            }
        }

        /// Controls: without a provider to load them, or for junk, nothing is shown and nothing is asked for.
        @Test(.timeLimit(.minutes(2)), arguments: [false, true])
        func withoutAProviderOrForJunkNothingIsShown(_ junk: Bool) async throws {
            let proxy = RecordingProxy()
            let configuration = Self.configuration(junk ? proxy : nil, junk: junk)
            try await EngineFixture.with(configuration) { engine in
                let output = RecordingModuleOutput()
                let module = ContentAssembly.assemble(
                    engine: engine, moduleOutput: output)
                let first = try await module.renderAndWait(ContentDocument(html: Self.html)).get()
                #expect(await module.showRemoteContentInPlace() == nil)
                #expect(module.remoteContentPolicy == .block)
                #expect(output.heights.allSatisfy { $0 == first.height })
                #expect(proxy.urls.isEmpty)
            }
        }
    }
}
