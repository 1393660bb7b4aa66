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
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKRemoteRulesTests {
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
            #expect(await eventually(timeout: .seconds(30)) { server.count > before })
        }
    }

    /// A WebSocket is a remote load too: a page under `.block` (no CSP here, so the list alone decides) opens
    /// none, and the same page under `.allow` reaches the server (the control).
    @Test func aBlockedPageOpensNoWebSocket() async throws {
        let server = try await LoopbackImageServer()
        defer { server.stop() }
        let socket = server.origin.replacingOccurrences(of: "http://", with: "ws://")
        let page = """
            <script>
            window.socketState = "pending";
            try {
              const socket = new WebSocket("\(socket)/socket");
              socket.onopen = () => { window.socketState = "open"; };
              socket.onerror = () => { window.socketState = "error"; };
              socket.onclose = () => { if (window.socketState === "pending") window.socketState = "closed"; };
            } catch (error) { window.socketState = "threw " + error.name; }
            </script>
            """
        try await WKEngineFixture.with(WKEngineFixture.configuration(remote: .block)) { engine in
            try await engine.loadPage(Self.page(page, .block))
            #expect(await Self.socketSettled(in: engine))
            #expect(server.count == 0, "a page under .block opened a WebSocket: \(server.requests)")
            try await engine.loadPage(Self.page(page, .allow))
            #expect(await eventually(timeout: .seconds(30)) { server.count > 0 })
        }
    }

    /// Untrusted content under `.block` carries the CSP (`connect-src` falls back to `default-src 'none'`), but the
    /// content world's own scripts are not under the page's CSP: a WebSocket opened there is stopped by the list.
    /// (A load the CSP refuses in the page is counted through its violation event, on both adapters; WebKit's
    /// public API reports nothing of what a rule list blocks.)
    @Test func aWebSocketFromTheContentWorldIsBlockedUnderTheContentSecurityPolicy() async throws {
        let server = try await LoopbackImageServer()
        defer { server.stop() }
        let socket = server.origin.replacingOccurrences(of: "http://", with: "ws://")
        let configuration = WKEngineFixture.configuration(trust: .untrusted, remote: .block)
        try await WKEngineFixture.with(configuration, loading: "<main id=wck-content></main>") { engine in
            let opened = """
                new Promise(resolve => {
                  const socket = new WebSocket(url);
                  socket.onopen = () => resolve("open");
                  socket.onerror = () => resolve("error");
                })
                """
            let state = try await engine.callAsyncJavaScript(
                "return await \(opened);", arguments: ["url": .string("\(socket)/socket")], in: .content,
                timeout: .seconds(10))
            #expect(state == .string("error"))
            #expect(server.count == 0, "an untrusted page under .block opened a WebSocket: \(server.requests)")
        }
    }

    /// Whether the page's WebSocket opened, failed or was refused.
    private static func socketSettled(in engine: WKWebEngine) async -> Bool {
        await eventually(timeout: .seconds(30)) {
            let state = try? await engine.evaluateJavaScript("window.socketState", in: .page, timeout: .seconds(5))
            return state != nil && state != .string("pending")
        }
    }

    private static func page(_ html: String, _ policy: RemoteContentPolicy) -> ComposedPage {
        ComposedPage(html: html, baseURL: nil, content: nil, contentSecurityPolicy: nil, remoteContentPolicy: policy)
    }

    /// Whether the page's image finished loading or failing.
    private static func imageSettled(in engine: WKWebEngine) async -> Bool {
        await eventually(timeout: .seconds(30)) {
            let complete = try? await engine.evaluateJavaScript(
                "document.images[0].complete", in: .page, timeout: .seconds(5))
            return complete == .bool(true)
        }
    }
}
#endif
