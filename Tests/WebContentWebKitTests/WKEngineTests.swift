#if canImport(WebKit)
import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentWebKit

/// The adapter on a real WKWebView, mirroring the WebKitGTK engine tests: Apple's on a Mac, the WebKitGTK shim
/// (Tests/Shim) on Linux.
@MainActor
@Suite(.serialized, .realEngines, .timeLimit(.minutes(10))) struct WKEngineTests {
    @Test func argumentsArriveAsValuesAndErrorsKeepTheirNames() async throws {
        try await WKEngineFixture.with(loading: "") { engine in
            let hostile = JSONValue.string("'); alert(1); (' </script> \u{2028} \u{0}")
            let echoed = try await engine.callAsyncJavaScript(
                "return value;", arguments: ["value": hostile], in: .content, timeout: .seconds(5))
            #expect(echoed == hostile)
            await #expect(throws: WebContentError.javaScript(name: "RangeError", message: "out of range")) {
                try await engine.callAsyncJavaScript(
                    "throw new RangeError('out of range');", arguments: [:], in: .content, timeout: .seconds(5))
            }
            #expect(engine.attempts.dialogs == 0)
        }
    }

    @Test func aMessageWithReplyResolvesInTheContentWorldOnly() async throws {
        let strategies = ScriptMessageStrategyRegistry([EchoStrategy()])
        try await WKEngineFixture.with(WKEngineFixture.configuration(strategies: strategies), loading: "") { engine in
            let payload = JSONValue.object(["text": .string("</script>\u{2028}\"'"), "n": .number(3)])
            // Exactly what bridge.js posts: one JSON text holding a batch of message texts; the answer is text too.
            let reply = try await engine.callAsyncJavaScript(
                """
                const batch = JSON.stringify({batch: [JSON.stringify({send: 'echo', payload})]});
                return JSON.parse(await window.webkit.messageHandlers.wck.postMessage(batch));
                """,
                arguments: ["payload": payload], in: .content, timeout: .seconds(5))
            #expect(reply == .array([.object(["result": .object(["echo": payload])])]))
            let reachable = try await engine.evaluateJavaScript(
                "typeof window.webkit?.messageHandlers?.wck", in: .page, timeout: .seconds(5))
            #expect(reachable == .string("undefined"))
        }
    }

    /// WebKit hands over no source frame for a load the app started (the SDK declares one): our own load must be
    /// recognised without it, or a chain that refuses other navigations refuses our own render.
    @Test func ourOwnLoadIsRecognisedWithoutItsSourceFrame() async throws {
        let spy = SpyNavigationHandler { $0.isInitialLoad ? .pass : .decide(.cancel, reason: "test") }
        for trust in [ContentTrust.untrusted, .trusted] {
            let configuration = WKEngineFixture.configuration(trust: trust, chain: NavigationChain([spy]))
            try await WKEngineFixture.with(configuration) { engine in
                try await engine.loadHTML("<p>ours</p>", baseURL: URL(string: "https://example.com/"))
                #expect(spy.contentActions.isEmpty, "our own load reached the chain: \(spy.actions)")
            }
        }
    }

    /// Two loads asked for one after the other while the rule list compiles: the newer page wins, whichever of
    /// them the compile lets go on first.
    @Test func theNewerOfTwoLoadsWinsWhileTheRuleListCompiles() async throws {
        let engine = WKWebEngine(configuration: WKEngineFixture.configuration(remote: .block))
        let window = HostWindow(showing: engine.webView)
        defer { window.close() }
        let older = Task { try await engine.loadHTML("<p id=p>older</p>", baseURL: nil) }
        await Task.yield()
        let newer = Task { try await engine.loadHTML("<p id=p>newer</p>", baseURL: nil) }
        try await newer.value
        await #expect(throws: WebContentError.superseded) { try await older.value }
        let text = try await engine.evaluateJavaScript(
            "document.getElementById('p').textContent", in: .page, timeout: .seconds(5))
        #expect(text == .string("newer"))
        await engine.close()
    }

    /// What the old document reports while `reset()`'s blank page loads belongs to it: reset ends with no size
    /// and no title, as GTK's does.
    @Test func resetForgetsWhatTheOldDocumentReportedMeanwhile() async throws {
        try await WKEngineFixture.with(loading: "<title>Old</title><p>old</p>") { engine in
            _ = try await engine.evaluateJavaScript(
                """
                setInterval(() => window.webkit.messageHandlers.wck.postMessage(
                    {event: {type: 'size', width: 400, height: 777, generation: 1}}), 1);
                1
                """, in: .content, timeout: .seconds(5))
            #expect(await eventually { engine.contentSize.height == 777 })
            await engine.reset()
            #expect(engine.contentSize == .zero)
            #expect(engine.title == nil)
        }
    }

    @Test func eventsReachThePresentationDelegate() async throws {
        let spy = SpyPresentation()
        try await WKEngineFixture.with { engine in
            engine.presentationDelegate = spy
            try await engine.loadHTML("<title>Hello title</title>", baseURL: nil)
            _ = try await engine.evaluateJavaScript(
                """
                window.webkit.messageHandlers.wck.postMessage({event: {type: 'size', width: 400, height: 1234, generation: 7}});
                window.webkit.messageHandlers.wck.postMessage({event: {type: 'remoteBlocked', url: 'https://t.example/p.gif', tracker: true}});
                1
                """, in: .content, timeout: .seconds(5))
            #expect(await eventually { engine.attempts.trackers == 1 && spy.sizes.count == 1 })
            #expect(engine.contentSize == ContentSize(width: 400, height: 1234))
            #expect(await eventually { spy.titles.last == "Hello title" })
        }
    }

    @Test func trustedDialogsAreCountedAndUntrustedOnesNeverHappen() async throws {
        let dialogs = "<script>alert('a'); confirm('c'); prompt('p');</script><p>after</p>"
        try await WKEngineFixture.with(loading: dialogs) { engine in
            #expect(await eventually { engine.attempts.dialogs == 3 })
        }
        try await WKEngineFixture.with(WKEngineFixture.configuration(trust: .untrusted), loading: "<p>control</p>") {
            engine in
            // The detector works here, first: a dialog from the content world is counted; how long it took is how
            // long the page below is watched from the start of its load.
            var controls = ControlLatencies()
            let start = ContinuousClock.now
            _ = try await engine.evaluateJavaScript("alert('from content'); 1", in: .content, timeout: .seconds(5))
            #expect(await controls.poll(from: start) { engine.attempts.dialogs == 1 })
            let load = ContinuousClock.now
            try await engine.loadHTML(dialogs + "<img src=x onerror=alert(2)>", baseURL: nil)
            await controls.watch(from: load)
            #expect(engine.attempts.dialogs == 0)
        }
    }

    @Test func aSnapshotIsAPNGOfTheWholeDocument() async throws {
        try await WKEngineFixture.with(WKEngineFixture.configuration(width: 360)) { engine in
            try await engine.loadHTML(
                "<body style='margin:0'><div style='height:1500px;background:red'></div></body>", baseURL: nil)
            let png = try await engine.snapshotPNG()
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width > 0 && width % 360 == 0, "width \(width) is not a multiple of the viewport")
        }
    }

    @Test func aHeadlessSnapshotCoversTheWholeDocument() async throws {
        // No window: the engine grows its web view to the document before capturing it.
        let engine = try await WKWebEngine.make(configuration: WKEngineFixture.configuration(width: 360))
        try await engine.loadHTML(
            "<body style='margin:0'><div style='height:1500px;background:red'></div></body>", baseURL: nil)
        let png = try await engine.snapshotPNG()
        await engine.close()
        let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
        let height = png.count > 24 ? png[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
        #expect(width > 0)
        #expect(abs(Double(height) / Double(max(width, 1)) - 1500.0 / 360.0) < 0.05, "\(width) x \(height) px")
    }
}
#endif
