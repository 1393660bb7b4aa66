import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

#if canImport(CWebKitGTK)
import CWebKitGTK
#endif

extension GTKEngineSuite {
    /// Dialogs, print, title, zoom, viewport width and snapshots on the real engine.
    @Suite @MainActor
    struct PageBehaviourTests {
        static let dialogs = "<script>alert('a'); confirm('c'); prompt('p'); print();</script><p>after</p>"

        @Test func trustedDialogsAreCountedNotShownAndResetOnLoad() async throws {
            try await EngineFixture.with { engine in
                try await engine.loadHTML(Self.dialogs, baseURL: nil)
                #expect(await eventually { engine.attempts.dialogs == 4 })
                // confirm() was answered "no" without a dialog, and parsing went on.
                #expect(
                    try await engine.evaluateJavaScript("document.body.textContent", in: .page, timeout: .seconds(5))
                        == .string("after"))
                try await engine.loadHTML("<p>quiet</p>", baseURL: nil)
                #expect(engine.attempts.dialogs == 0)
            }
        }

        /// A document that opens dialogs without end until it is replaced: the one being replaced runs until the new
        /// load commits, and its dialogs, asked for meanwhile or still on their way, are not the new document's.
        ///
        /// The control is the old document's own count; the new title, reported after the commit, is the event that
        /// says every earlier dialog has been handled.
        @Test func dialogsOfTheDocumentBeingReplacedAreNotTheNewOnes() async throws {
            let endless = "<script>(function open() { alert(1); setTimeout(open, 0); })()</script>"
            try await EngineFixture.with { engine in
                for round in 1...3 {
                    try await engine.loadHTML(endless, baseURL: nil)
                    #expect(await eventually { engine.attempts.dialogs >= 3 }, "round \(round): the control")
                    try await engine.loadHTML("<title>quiet \(round)</title><p>quiet</p>", baseURL: nil)
                    #expect(await eventually { engine.title == "quiet \(round)" })
                    #expect(engine.attempts.dialogs == 0, "round \(round)")
                }
            }
        }

        @Test func untrustedInlineScriptsNeverRun() async throws {
            try await EngineFixture.with(EngineFixture.configuration(trust: .untrusted)) { engine in
                // The detector works in this engine, first: a dialog from the content world is counted; how long it
                // took is how long the page below is watched from the start of its load.
                var controls = ControlLatencies()
                try await engine.loadHTML("<p>control</p>", baseURL: nil)
                let start = ContinuousClock.now
                _ = try await engine.evaluateJavaScript("alert('from content'); 1", in: .content, timeout: .seconds(5))
                #expect(await controls.poll(from: start) { engine.attempts.dialogs == 1 })
                let load = ContinuousClock.now
                try await engine.loadHTML(Self.dialogs + "<img src=x onerror=alert(2)>", baseURL: nil)
                await controls.watch(from: load)
                #expect(engine.attempts.dialogs == 0)
            }
        }

        /// The wall itself, apart from the CSP: untrusted content's view runs no page JavaScript at all (the CSP's
        /// `script-src 'none'` alone keeps `untrustedInlineScriptsNeverRun` green); trusted content's view does.
        @Test func untrustedViewsHavePageJavaScriptOffAndTrustedOnesOn() async throws {
            try await EngineFixture.with(EngineFixture.configuration(trust: .untrusted)) { engine in
                #expect(await engine.host.runsPageJavaScript == false)
            }
            try await EngineFixture.with(EngineFixture.configuration(trust: .trusted)) { engine in
                #expect(await engine.host.runsPageJavaScript == true)
            }
        }

        @Test func theTitleIsReported() async throws {
            let delegate = SpyDelegate()
            try await EngineFixture.with { engine in
                engine.presentationDelegate = delegate
                try await engine.loadHTML("<title>Hello title</title><p>x</p>", baseURL: nil)
                #expect(await eventually { engine.title == "Hello title" })
                #expect(delegate.titles.last == "Hello title")
            }
        }

        @Test func theViewportFollowsTheConfiguredWidth() async throws {
            try await EngineFixture.with(EngineFixture.configuration(width: 320)) { engine in
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                #expect(
                    try await engine.evaluateJavaScript("window.innerWidth", in: .page, timeout: .seconds(5))
                        == .number(320))
                #expect(
                    try await engine.evaluateJavaScript("document.visibilityState", in: .page, timeout: .seconds(5))
                        == .string("visible"))
                engine.viewportWidth = 500
                #expect(
                    await eventually {
                        (try? await engine.evaluateJavaScript("window.innerWidth", in: .page, timeout: .seconds(5)))
                            == .number(500)
                    })
            }
        }

        @Test(arguments: [true, false])
        func zoomSnapsBackOnlyWhenDisabled(disablesZoom: Bool) async throws {
            try await EngineFixture.with(EngineFixture.configuration(disablesZoom: disablesZoom)) { engine in
                try await engine.loadHTML("<p>x</p>", baseURL: nil)
                let host = engine.host
                await host.zoom(to: 2.0)
                // The snap-back runs in GTK's own notification of the change, so it is there as soon as it happens.
                let expected = disablesZoom ? 1.0 : 2.0
                let reached = await eventually { await host.zoomLevel == expected }
                let zoom = await host.zoomLevel
                #expect(reached, "zoom \(zoom), expected \(expected)")
            }
        }

        @Test func aSnapshotIsAPNGOfTheDocumentWidth() async throws {
            try await EngineFixture.with(EngineFixture.configuration(width: 360)) { engine in
                try await engine.loadHTML(
                    "<body style='margin:0'><div style='height:1500px;background:red'></div></body>", baseURL: nil)
                let start = ContinuousClock.now
                let png = try await engine.snapshotPNG()
                print("figure: full-document snapshot to PNG \(milliseconds(since: start)) ms, \(png.count) bytes")
                #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
                let height = png.count > 24 ? png[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
                #expect(width == 360)
                #expect(height == 1500)
            }
        }
    }
}

extension WebViewHost {
    /// Whether the view runs the document's own scripts (WebKit's `enable-javascript-markup`).
    var runsPageJavaScript: Bool {
        webkit_settings_get_enable_javascript_markup(webkit_web_view_get_settings(view)) != 0
    }

    /// Zooms the view as a reader's ctrl+scroll does: straight on WebKit, so the host's own zoom handling answers.
    func zoom(to level: Double) {
        webkit_web_view_set_zoom_level(view, level)
    }
}
