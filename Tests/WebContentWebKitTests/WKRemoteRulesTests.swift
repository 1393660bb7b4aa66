#if canImport(WebKit)
import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback
import WebContentWebKit

/// The remote-content rule list on a real web view: the wall under pages whose policy is `.block` (no CSP here,
/// so the list alone decides), whatever order overlapping loads left its state in.
@MainActor
@Suite(.serialized, .realEngines) struct WKRemoteRulesTests {
    /// A `.block` load and an `.allow` load asked for together both wait for the list's compile; the `.allow` one
    /// takes it off again. The next `.block` page must still load behind it.
    @Test func aBlockedPageAfterOverlappingLoadsStillLoadsBehindTheList() async throws {
        let server = try await LoopbackImageServer()
        defer { server.stop() }
        let image = "<img src='\(server.origin)/image.png'>"
        try await WKEngineFixture.with(WKEngineFixture.configuration(remote: .allow)) { engine in
            let older = Task { try await engine.loadPage(Self.page("<p>older</p>", .block)) }
            await Task.yield()
            let newer = Task { try await engine.loadPage(Self.page("<p>newer</p>", .allow)) }
            try await newer.value
            _ = try? await older.value
            try await engine.loadPage(Self.page(image, .block))
            #expect(await Self.imageSettled(in: engine))
            #expect(server.count == 0, "a page under .block loaded a remote image: \(server.requests)")
            // The control: the same image under .allow reaches the server.
            let before = server.count
            try await engine.loadPage(Self.page(image, .allow))
            #expect(await eventually(timeout: .seconds(10)) { server.count > before })
        }
    }

    private static func page(_ html: String, _ policy: RemoteContentPolicy) -> ComposedPage {
        ComposedPage(html: html, baseURL: nil, content: nil, contentSecurityPolicy: nil, remoteContentPolicy: policy)
    }

    /// Whether the page's image finished loading or failing.
    private static func imageSettled(in engine: WKWebEngine) async -> Bool {
        await eventually(timeout: .seconds(10)) {
            let complete = try? await engine.evaluateJavaScript(
                "document.images[0].complete", in: .page, timeout: .seconds(5))
            return complete == .bool(true)
        }
    }
}
#endif
