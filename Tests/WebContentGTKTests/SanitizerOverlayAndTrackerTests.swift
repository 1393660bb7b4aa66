import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Overlays, tracking pixels, DOM clobbering and mutation-XSS stability by class, on the real engine, each
    /// with its control (the same markup without the sanitizer overlays, loads, or clobbers).
    @Suite @MainActor
    struct SanitizerOverlayAndTrackerTests {
        /// Overlays a style can spell: custom properties (var() resolves after the sanitizer looked), fallbacks,
        /// escapes, !important and shorthands next to it.
        nonisolated static let overlays: [SanitizerCSSFastPathTests.Case] = [
            .init(css: "--p: fixed; position: var(--p); top: 0", property: "position", forbidden: "fixed"),
            .init(css: "--p: sticky; position: var(--p); top: 0", property: "position", forbidden: "sticky"),
            .init(css: "position: var(--nope, fixed); top: 0", property: "position", forbidden: "fixed"),
            .init(css: "position: fixed !important; inset: 0", property: "position", forbidden: "fixed"),
            .init(css: "position: \\66ixed; top: 0", property: "position", forbidden: "fixed"),
        ]

        @Test(arguments: overlays)
        func overlaysThroughCustomPropertiesAreGone(_ overlay: SanitizerCSSFastPathTests.Case) async throws {
            try await SanitizerCSSFastPathTests.expectEffectiveRawAndGoneSanitised(overlay)
        }

        @Test func aVariableDefinedOnTheRootCannotPinContent() async throws {
            let markup =
                "<style>:root { --pos: fixed } .probe { position: var(--pos); top: 0 }</style><p class=probe data-probe=1>x</p>"
            try await SanitizerBehaviourTests.withShell { engine in
                let control = try await SanitizerCSSFastPathTests.unsanitised(engine, markup, "position")
                let cleaned = try await SanitizerCSSFastPathTests.sanitised(engine, markup, "position")
                #expect(control == "fixed")
                #expect(cleaned == "static")
            }
        }

        /// Tracking pixels under `allow`: each one is kept out and counted as a tracker; a real image still loads.
        nonisolated static let pixels = [
            "<img src=\"{T}.gif\" width=1 height=1>", "<img src=\"{T}.gif\" width=\"1px\" height=\"1px\">",
            "<img src=\"{T}.gif\" width=0 height=0>", "<img src=\"{T}.gif\" style=\"width:1px;height:1px\">",
            "<img src=\"{T}.gif\" style=\"width:0;height:0\">",
            "<img src=\"{T}.gif\" style=\"max-width:1px;max-height:1px\">",
            "<img src=\"{T}.gif\" style=\"display:none\">", "<img src=\"{T}.gif\" style=\"visibility: hidden\">",
            "<img src=\"{T}.gif\" style=\"opacity:0\">", "<img src=\"{T}.gif\" hidden>",
            "<img srcset=\"{T}.gif 1x\" width=1 height=1>",
        ]

        /// The raw controls first, each timed from its insertion to its request's arrival at the tripwire; then each
        /// pixel sanitised, watched for the slowest control's latency before the next replaces it.
        @Test func trackingPixelsAreCountedApartAndNeverLoad() async throws {
            let tripwire = try await LoopbackImageServer()
            defer { tripwire.stop() }
            var controls = ControlLatencies()
            try await SanitizerAttackClassTests.withPage { engine in
                for (index, pixel) in Self.pixels.enumerated() {
                    let start = ContinuousClock.now
                    try await SanitizerAttackClassTests.insert(
                        engine, pixel.replacingOccurrences(of: "{T}", with: "\(tripwire.origin)/r\(index)"),
                        sanitised: false)
                    let fired = await controls.wait(from: start) {
                        tripwire.requestsWithHeaders.first { $0.target == "/r\(index).gif" }?.arrived
                    }
                    #expect(fired, "control: \(pixel)")
                }
                try await engine.loadHTML(SanitizerAttackClassTests.shell, baseURL: nil)
                for (index, pixel) in Self.pixels.enumerated() {
                    let start = ContinuousClock.now
                    let report = try await SanitizerAttackClassTests.insert(
                        engine, pixel.replacingOccurrences(of: "{T}", with: "\(tripwire.origin)/s\(index)"),
                        sanitised: true, policy: "allow")
                    #expect(report["remote"]?["trackers"]?.intValue == 1, "\(pixel): \(report)")
                    await controls.watch(from: start)
                    #expect(!tripwire.requests.contains("/s\(index).gif"), "loaded: \(pixel)")
                }
                // A picture the size of content is not a tracker: under allow it arrives.
                let report = try await SanitizerAttackClassTests.insert(
                    engine, "<img src=\"\(tripwire.origin)/photo.png\" width=300 height=200>", sanitised: true,
                    policy: "allow")
                #expect(report["remote"]?["trackers"]?.intValue == 0)
                #expect(await eventually(timeout: ControlLatencies.bound) { tripwire.requests.contains("/photo.png") })
            }
            #expect(!tripwire.requests.contains { $0.hasPrefix("/s") }, "\(tripwire.requests)")
            print(
                "tracking pixels: \(Self.pixels.count), raw \(controls.summary); each sanitised watched \(controls.window)"
            )
        }

        /// Exact counts under `block`: every remote load once (attributes, CSS, @import, dropped carriers), trackers
        /// apart (pixels, tracker hosts in CSS too); links and inline data are not remote loads (the zero rows).
        nonisolated static let counts: [(html: String, blocked: Int, trackers: Int)] = [
            ("<img src=\"https://img.example/a.png\" width=300>", 1, 0),
            ("<img src=\"https://img.example/p.gif\" width=1 height=1>", 1, 1),
            ("<div style=\"background-image:url(https://open.convertkit-mail.com/o.gif)\">x</div>", 1, 1),
            ("<div style=\"--x: url(https://t.sendgrid.net/wf/open?x=1); background: var(--x)\">x</div>", 1, 1),
            ("<style>@import url(\"https://x.list-manage.com/a.css\");</style>", 1, 1),
            ("<p>x</p><style>@import \"https://a.example/b.css\"; p { color: red }</style>", 1, 0),
            ("<svg><style>@import url(https://a.example/b.css)</style></svg>", 1, 0),
            ("<html><head><link rel=stylesheet href=\"https://fonts.example/css\"></head><body>x</body></html>", 1, 0),
            (
                "<svg><image href=\"https://a.example/x.png\"/><use href=\"#l\"/><a href=\"https://a.example/\">x</a></svg>",
                1, 0
            ),
            ("<div style=\"background:url(data:image/png;base64,AA==)\">x</div>", 0, 0),
            ("<a href=\"https://a.example/\">x</a>", 0, 0),
        ]

        @Test func remoteLoadsAreCountedOnceAndTrackersApart() async throws {
            try await SanitizerBehaviourTests.withShell { engine in
                for row in Self.counts {
                    let (report, _) = try await SanitizerBehaviourTests.insert(
                        engine, row.html, base: "https://mail.example/")
                    #expect(report["remote"]?["blocked"]?.intValue == row.blocked, "\(row.html): \(report)")
                    #expect(report["remote"]?["trackers"]?.intValue == row.trackers, "\(row.html): \(report)")
                }
            }
        }

        /// Names the page world would see on document or window: prefixed, none of them shadows a built-in.
        static let clobbering = """
            <form name=getElementById></form><img name=cookie><img id=wckClobber name=wckClobber2>
            <a id=location name=location href="https://e.example/">x</a><embed name=body><object name=forms></object>
            """
        static let clobberProbe = """
            [typeof document.getElementById, typeof document.cookie, typeof window.wckClobber,
             typeof document.wckClobber2, String(document.body && document.body.localName)].join(",")
            """

        @Test func domClobberingNamesArePrefixed() async throws {
            try await SanitizerAttackClassTests.withPage { engine in
                try await SanitizerAttackClassTests.insert(engine, Self.clobbering, sanitised: false)
                let raw = try await engine.evaluateJavaScript(Self.clobberProbe, in: .page, timeout: .seconds(5))
                #expect(raw != .string("function,string,undefined,undefined,body"), "control did not clobber: \(raw)")
                try await engine.loadHTML(SanitizerAttackClassTests.shell, baseURL: nil)
                let (_, html) = try await SanitizerBehaviourTests.insert(engine, Self.clobbering)
                #expect(html.contains("name=\"user-content-cookie\""), "\(html)")
                let sanitised = try await engine.evaluateJavaScript(Self.clobberProbe, in: .page, timeout: .seconds(5))
                #expect(sanitised == .string("function,string,undefined,undefined,body"), "\(sanitised)")
            }
        }

        /// Raw-text and foreign-content tricks, and carriers with no control on this engine: moved nodes stay what
        /// the parser made them, nothing forbidden is left, something is counted, and the output sanitised again is
        /// the same text. Only ``firingRaw`` has a canary control; the rest are checked on the output alone.
        nonisolated static let mutations = [
            "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
            "<template><img src=x onerror=alert(1)></template>", "<xmp><img src=x onerror=alert(1)></xmp>",
            "<plaintext><img src=x onerror=alert(1)>", "<noembed><img src=x onerror=alert(1)></noembed>",
            "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
            "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
            "<title><img src=x onerror=alert(1)></title>",
            "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">",
            "<style>p { content: \"</style><img src=x onerror=alert(1)>\" }</style><p>x</p>",
            "<a href=\"https://e.example/\" target=_blank rel=opener ping=\"https://t.example/\">x</a>",
            "<meta http-equiv=refresh content=\"0;url=https://e.example/\"><meta http-equiv=set-cookie content=\"a=b\">",
            "<meta http-equiv=content-security-policy content=\"default-src 'none'\"><base href=\"https://e.example/\">",
            "<img src=\"blob:https://e.example/x\"><img src=\"filesystem:https://e.example/x\"><img src=\"about:blank\">",
            // Carriers whose raw control the test engine never lets reach the network (frame navigations are
            // cancelled, WebKit has no portal or applet, prefetch and DNS hints do not show on a tripwire).
            "<iframe src=\"https://e.example/\"></iframe><frameset><frame src=\"https://e.example/\"></frameset>",
            "<portal src=\"https://e.example/\"></portal><applet code=x codebase=\"https://e.example/\"><param name=a value=b></applet>",
            "<link rel=prefetch href=\"https://e.example/a\"><link rel=dns-prefetch href=\"//e.example\"><link rel=preconnect href=\"https://e.example\">",
        ]

        /// The payloads above whose raw insertion fires the dialog canary on this engine: the canary's controls.
        /// The others have no raw control here (the parser makes them inert, or WebKit never loads the carrier);
        /// for them the test shows only what the output holds and that a second pass keeps it.
        nonisolated static let firingRaw: Set<String> = [
            mutations[0], mutations[8], mutations[9],
        ]

        /// The canary's controls first (the ``firingRaw`` payloads inserted raw, each timed from its insertion to
        /// the poll that saw the dialog counted), then every payload sanitised on a fresh shell, poked alike and
        /// watched for the slowest control's latency.
        @Test func mutationPayloadsStayInertAndSanitisingTwiceChangesNothing() async throws {
            try await SanitizerAttackClassTests.withPage { engine in
                var controls = ControlLatencies()
                for payload in Self.mutations where Self.firingRaw.contains(payload) {
                    try await engine.loadHTML(SanitizerAttackClassTests.shell, baseURL: nil)
                    let start = ContinuousClock.now
                    try await SanitizerAttackClassTests.insert(engine, payload, sanitised: false)
                    _ = try? await engine.callAsyncJavaScript(
                        SanitizerCorpusTests.poke, arguments: [:], in: .content, timeout: .seconds(10))
                    let fired = await controls.poll(from: start) { engine.attempts.dialogs > 0 }
                    #expect(fired, "control did not fire: \(payload)")
                }
                for payload in Self.mutations {
                    try await engine.loadHTML(SanitizerAttackClassTests.shell, baseURL: nil)
                    let start = ContinuousClock.now
                    let (report, first) = try await SanitizerBehaviourTests.insert(engine, payload)
                    _ = try? await engine.callAsyncJavaScript(
                        SanitizerCorpusTests.poke, arguments: [:], in: .content, timeout: .seconds(10))
                    await controls.watch(from: start)
                    #expect(engine.attempts.dialogs == 0, "ran sanitised: \(payload)")
                    let (_, second) = try await SanitizerBehaviourTests.insert(engine, first)
                    #expect(first == second, "\(payload): \(first) -> \(second)")
                    let counts = ["elements", "attributes", "urls"].map { report["removed"]?[$0]?.intValue ?? 0 }
                    let removed = counts.reduce(0, +)
                    #expect(removed >= 1, "nothing counted for \(payload): \(report)")
                    for forbidden in [
                        "<img src=\"x\"", "onerror=\"", "<meta", "<base", "target=", "ping=", "blob:", "filesystem:",
                        "about:",
                        "<iframe", "<frame", "<portal", "<applet", "<param", "<link",
                    ] {
                        #expect(!first.contains(forbidden), "\(payload) -> \(first)")
                    }
                }
                print(
                    """
                    mutation payloads: \(Self.mutations.count), \(Self.firingRaw.count) firing raw (the canary's \
                    controls: \(controls.summary)), 0 sanitised, each watched \(controls.window)
                    """)
            }
        }
    }
}
