import Foundation
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// SECURITY T11: nothing the content loads or a click follows tells the server where the reader was.
    ///
    /// The tripwire records each request's headers. A link the chain lets the view follow and an image loaded
    /// under `allow` reach it without a `Referer`; the control, a page outside the walls (trusted, with an http
    /// base URL), sends one to the same tripwire, so the check would see a leak.
    @Suite @MainActor
    struct RefererTests {
        static func document(_ origin: String) -> String {
            """
            <p>Read the <a id="leak" href="\(origin)/clicked">full story</a>.</p>
            <img src="\(origin)/image.png" width="20" height="20" alt="">
            """
        }

        @Test(.timeLimit(.minutes(2)))
        func aFollowedLinkAndAnAllowedImageSendNoReferer() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            // The view follows the click itself (an app would usually route it): the strictest case for a leak.
            let follow = SpyNavigationHandler { $0.isInitialLoad ? .pass : .decide(.allow, reason: "test follows") }
            let configuration = WebViewConfiguratorFactory.make(.email).set(remoteContentPolicy: .allow)
                .set(navigationHandlers: [follow]).build()
            try await EngineFixture.with(configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(
                    ContentDocument(html: Self.document(tripwire.origin))
                ).get()
                #expect(await eventually { tripwire.requests.contains("/image.png") })
                try await ScriptedConformancePage().tap("a[href$=\"/clicked\"]", in: engine)
                #expect(await eventually { tripwire.requests.contains("/clicked") })
            }
            let seen = tripwire.requestsWithHeaders
            #expect(seen.count >= 2)
            for request in seen {
                #expect(request.headers["referer"] == nil, "\(request.target) sent Referer \(request.headers)")
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func controlAPageOutsideTheWallsSendsAReferer() async throws {
            let tripwire = try await LoopbackImageServer(lifetime: .seconds(110))
            defer { tripwire.stop() }
            let configuration = WebViewConfiguratorFactory.make(.email).set(trust: .trusted)
                .set(remoteContentPolicy: .allow).build()
            try await EngineFixture.with(configuration) { engine in
                try await engine.loadPage(
                    ComposedPage(
                        document: Self.document(tripwire.origin),
                        baseURL: URL(string: "http://reader.example/inbox/42"),
                        configuration: configuration))
                #expect(await eventually { tripwire.requests.contains("/image.png") })
            }
            let image = try #require(tripwire.requestsWithHeaders.first { $0.target == "/image.png" })
            #expect(image.headers["referer"]?.hasPrefix("http://reader.example/") == true, "\(image.headers)")
        }
    }
}
