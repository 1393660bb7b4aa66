import Foundation
import RealEngineSuites
import Testing
import WebContentConformance
import WebContentCore
import WebContentLoopback

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// Hostile markup by class of attack, on the real engine with page JavaScript on and no CSP (the sanitizer is
    /// the only wall): remote loads under `block` against a loopback tripwire, and script canaries (dialogs
    /// counted by the engine). Every payload has its control: inserted raw, it does load or fire.
    @Suite @MainActor
    struct SanitizerAttackClassTests {
        /// A class of attack: payloads with "{T}" for the tripwire's origin (remote; each must be counted as a
        /// blocked remote load) or an alert (script).
        struct AttackClass: Sendable, CustomStringConvertible {
            let name: String
            let payloads: [String]
            var description: String { name }
        }

        nonisolated static let remoteClasses: [AttackClass] = [
            AttackClass(
                name: "SVG and MathML loads",
                payloads: [
                    "<svg><image href=\"{T}/a.png\" width=10 height=10 /></svg>",
                    "<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"><image xlink:href=\"{T}/b.png\" width=10 height=10 /></svg>",
                    "<svg><filter id=f><feImage href=\"{T}/c.png\"/></filter><rect filter=\"url(#f)\" width=10 height=10 /></svg>",
                    "<math><mtext><img src=\"{T}/f.png\"></mtext></math>",
                ]),
            AttackClass(
                name: "style sheets inside dropped SVG",
                payloads: [
                    "<svg><style>@import url({T}/d.css);</style></svg>",
                    "<svg><style>p{background:url({T}/e.png)}</style></svg><p>x</p>",
                ]),
            AttackClass(
                name: "elements dropped whole",
                payloads: [
                    "<input type=image src=\"{T}/a.png\">", "<link rel=stylesheet href=\"{T}/b.css\">",
                    "<link rel=preload as=image href=\"{T}/c.png\">",
                    "<html><head><link rel=stylesheet href=\"{T}/d.css\"></head><body><p>x</p></body></html>",
                    "<link rel=preload as=image imagesrcset=\"{T}/e.png 1x\">",
                    "<object data=\"{T}/g.png\" type=image/png></object>", "<embed src=\"{T}/h.png\" type=image/png>",
                ]),
            AttackClass(
                name: "attributes that load",
                payloads: [
                    "<table background=\"{T}/a.png\"><tr><td background=\"{T}/b.png\">x</td><th background=\"{T}/c.png\">y</th></tr></table>",
                    "<video poster=\"{T}/a.png\" width=100 height=100></video>",
                    "<video src=\"{T}/b.mp4\" preload=auto autoplay></video>",
                    "<audio src=\"{T}/c.mp3\" preload=auto autoplay></audio>",
                    "<video preload=auto autoplay><source src=\"{T}/d.mp4\" type=\"video/mp4\"><track src=\"{T}/e.vtt\" default></video>",
                    "<picture><source srcset=\"{T}/f.png 1x\"><img src=\"{T}/g.png\" width=100></picture>",
                    "<img srcset=\"{T}/h.png 1x, {T}/i.png 2x\" width=100>",
                    "<img src=\"{T}/j.png\" width=300 loading=eager>",
                    "<picture><source srcset=\"{T}/k.png\" media=\"(min-width:1px)\"><img alt=x></picture>",
                    "<image src=\"{T}/l.png\" width=100>", "<IMG SRC=\"{T}/m.png\" WIDTH=200>",
                    "<img srcset=\" ,{T}/n.png 1x\" width=200>",
                    "<div style=\"background:url&#40;{T}/p.png&#41;\">x</div>",
                    "<table><tr background=\"{T}/o.png\"><td>x</td></tr></table>",
                ]),
            AttackClass(
                name: "CSS properties that load",
                payloads: cssLoads.flatMap { css in
                    [
                        "<div style=\"\(css.replacingOccurrences(of: "\"", with: "&quot;"))\">probe</div>",
                        "<style>.probe { \(css) }</style><div class=probe>probe</div>",
                    ]
                }),
            AttackClass(
                name: "CSS at-rules and nesting",
                payloads: [
                    "<style>@import \"{T}/a.css\";</style><p>x</p>",
                    "<style>@import url({T}/b.css) screen;</style><p>x</p>",
                    "<style>@\\69mport \"{T}/c.css\";</style><p>x</p>",
                    "<style>@font-face{font-family:x;src:url({T}/d.woff)} p{font-family:x}</style><p>x</p>",
                    "<style>@layer a { p { background: url({T}/e.png) } }</style><p>x</p>",
                    "<style>@supports (display:block) { @media screen { p { background: url({T}/f.png) } } }</style><p>x</p>",
                    "<style>div { color: red; & p { background: url({T}/g.png) } }</style><div><p>x</p></div>",
                    "<style>div { .q { color: red } background: url({T}/h.png) }</style><div>x</div>",
                    "<style>@keyframes k { from { background-image: url({T}/i.png) } } p { animation: k 1s infinite }</style><p>x</p>",
                    "<style>@scope (div) { p { background: url({T}/j.png) } }</style><div><p>x</p></div>",
                    "<style>:root { --bg: \\75 rl({T}/k.png) } p { background-image: var(--bg) }</style><p>x</p>",
                    "<style>@import url(\"{T}/l.css\") layer(x);</style><p>x</p>",
                    "<style>@charset \"utf-8\"; @import url(\"{T}/m.css\") supports(display:grid);</style><p>x</p>",
                    "<html><head><style>@font-face{font-family:q;src:url({T}/n.woff) format(\"woff\")} p{font-family:q}</style></head><p>x</p>",
                    "<style>@media all { @font-face { font-family: z; src: url({T}/o.woff) } } p { font-family: z }</style><p>x</p>",
                    "<style>@keyframes k { to { content: url({T}/p.png) } } p::before { content: \"\"; animation: k 1s infinite }</style><p>x</p>",
                    "<style><!-- p::before { content: url({T}/q.png) } --></style><p>x</p>",
                ]),
        ]

        /// Declarations that load "{T}/...": the modern image functions, escapes and custom properties.
        nonisolated static let cssLoads = [
            "background-image: image-set(url({T}/a.png) 1x)", "background-image: -webkit-image-set(\"{T}/b.png\" 1x)",
            "cursor: url({T}/c.png), auto", "list-style-image: url({T}/d.png); display: list-item",
            "border: 10px solid; border-image: url({T}/e.png) 30 round", "-webkit-mask-image: url({T}/f.png)",
            "mask: url({T}/g.png)", "content: url({T}/h.png)", "background: u\\72l({T}/i.png)",
            "background-image: \\75 rl({T}/j.png)", "background: url({T}/k.png) !important",
            "--x: url({T}/l.png); background-image: var(--x)", "--x: \\75 rl({T}/m.png); background-image: var(--x)",
            "--x: image-set(\"{T}/n.png\" 1x); background-image: var(--x)",
            "shape-outside: url({T}/o.png); float: left; width: 10px; height: 10px",
            "background-image: -webkit-cross-fade(url({T}/p.png), url({T}/q.png), 50%)",
            "-webkit-mask-box-image: url({T}/r.png)", "background-image: image-set('{T}/s.png' type('image/png'))",
            "--a: url({T}/t.png); --b: var(--a); background-image: var(--b)", "content: image-set(url({T}/u.png) 1x)",
        ]

        nonisolated static let scriptClasses: [AttackClass] = [
            AttackClass(
                name: "URL scheme obfuscation",
                payloads: [
                    "<a href=\"&#x6A;avascript&colon;alert(1)\">x</a>", "<a href=\"java\tscript:alert(1)\">x</a>",
                    "<a href=\"java&#10;script:alert(1)\">x</a>", "<a href=\"&#1;&#2; javascript:alert(1)\">x</a>",
                    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
                    "<map name=m><area href=\"javascript:alert(1)\" shape=default></map><img usemap=#m width=20 height=20 src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\">",
                    "<iframe src=\"javascript:alert(1)\"></iframe>",
                ]),
            AttackClass(
                name: "SVG and MathML",
                payloads: [
                    "<svg><a><animate attributeName=href values=\"javascript:alert(1)\"/><text y=20>x</text></a></svg>",
                    "<svg><a><set attributeName=href to=\"javascript:alert(1)\"/><text y=20>x</text></a></svg>",
                    "<svg onload=alert(1)></svg>",
                    "<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>",
                    "<svg><a xlink:href=\"javascript:alert(1)\"><text y=20>x</text></a></svg>",
                    "<math><maction actiontype=statusline href=\"javascript:alert(1)\"><mtext>x</mtext></maction></math>",
                    "<math href=\"javascript:alert(1)\"><mi>x</mi></math>",
                ]),
            AttackClass(
                name: "forms and event handlers",
                payloads: [
                    "<form><button formaction=\"javascript:alert(1)\">b</button></form>",
                    "<form id=f action=\"javascript:alert(1)\"></form><button form=f>b</button>",
                    "<input autofocus onfocus=alert(1)>",
                    "<details open ontoggle=alert(1)><summary>s</summary>x</details>",
                    "<img src=x onerror=alert(1)>", "<video><source onerror=alert(1)></video>",
                    "<style>@keyframes a{}</style><p style=\"animation:a 1s\" onanimationstart=alert(1)>x</p>",
                    "<form><input type=submit formaction=\"javascript:alert(1)\"></form>",
                    "<style onload=alert(1)>p{color:red}</style>",
                    "<a href=\"javascript:alert(1)\" download>x</a>",
                    "<details name=x open ontoggle=alert(1)><summary>s</summary></details>",
                    "<img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" onload=alert(1)>",
                ]),
            AttackClass(
                name: "mutation XSS (nodes are moved, never reparsed)",
                payloads: [
                    "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">",
                    "<textarea></textarea><img src=x onerror=alert(1)></textarea>",
                    "<!--><img src=x onerror=alert(1)>-->",
                    "<![CDATA[><img src=x onerror=alert(1)>]]>",
                    "<style>p[title=\"</style><img src=x onerror=alert(1)>\"]{color:red}</style><p>x</p>",
                ]),
        ]

        static let shell = "<!doctype html><html><body><main id=\"wck-content\"></main></body></html>"
        static let rawInsert = "document.getElementById('wck-content').innerHTML = html; return true;"

        /// An engine with page JavaScript on, no CSP, navigations away cancelled, and the shell loaded.
        static func withPage<T>(_ body: (GTKWebEngine) async throws -> T) async throws -> T {
            let configuration = EngineFixture.configuration(
                trust: .trusted, chain: NavigationChain([], fallback: .cancel))
            return try await EngineFixture.with(configuration) { engine in
                // A trusted page (its scripts would run) with untrusted content's scripts: the sanitizer is untrusted content's.
                var scripts = configuration
                scripts.trust = .untrusted
                engine.installSetupScripts(ScriptProvider().setupScripts(for: scripts))
                try await engine.loadHTML(shell, baseURL: nil)
                return try await body(engine)
            }
        }

        /// Inserts `html` through the sanitizer (or raw, without it) and returns the sanitizer's report.
        @discardableResult
        static func insert(
            _ engine: GTKWebEngine, _ html: String, sanitised: Bool, policy: String = "block"
        ) async throws -> JSONValue {
            if !sanitised {
                _ = try await engine.callAsyncJavaScript(
                    rawInsert, arguments: ["html": .string(html)], in: .content, timeout: .seconds(10))
                return .null
            }
            return try await engine.callBridge(
                RenderStepName.insertContent,
                payload: .object([
                    "html": .string(html), "generation": .number(1), "policy": .string(policy),
                    "baseURL": .string("https://mail.example/inbox/"),
                ]), timeout: .seconds(10))
        }

        /// Every remote payload of a class loads raw and sends nothing sanitised under block.
        ///
        /// The raw controls first, each timed from its insertion to its first request's arrival at the tripwire;
        /// then every payload sanitised on a fresh page, each watched for the slowest control's latency before the
        /// next replaces it. Requests under block are looked for until the end of the run.
        @Test(arguments: remoteClasses)
        func remoteLoadsStopUnderBlockAndLoadRaw(_ attack: AttackClass) async throws {
            let tripwire = try await LoopbackImageServer()
            defer { tripwire.stop() }
            try await Self.withPage { engine in
                var controls = ControlLatencies()
                for (index, payload) in attack.payloads.enumerated() {
                    // Each insertion gets its own paths: no cache hit, and a late request is told apart.
                    let control = "/r\(index)"
                    let start = ContinuousClock.now
                    try await Self.insert(
                        engine, payload.replacingOccurrences(of: "{T}", with: tripwire.origin + control),
                        sanitised: false)
                    let fired = await controls.wait(from: start) {
                        tripwire.requestsWithHeaders.first { $0.target.hasPrefix(control + "/") }?.arrived
                    }
                    #expect(fired, "control did not load: \(payload)")
                }
                // A fresh page: nothing a raw control left (sheets, fonts, media) is about while the sanitised run.
                try await engine.loadHTML(Self.shell, baseURL: nil)
                for (index, payload) in attack.payloads.enumerated() {
                    let blocked = "/s\(index)"
                    let start = ContinuousClock.now
                    let report = try await Self.insert(
                        engine, payload.replacingOccurrences(of: "{T}", with: tripwire.origin + blocked),
                        sanitised: true)
                    await controls.watch(from: start)
                    #expect(
                        !tripwire.requests.contains { $0.hasPrefix(blocked + "/") }, "loaded under block: \(payload)")
                    #expect(report["remote"]?["blocked"]?.intValue ?? 0 >= 1, "not counted: \(payload): \(report)")
                }
                let late = tripwire.requests.filter { $0.hasPrefix("/s") }
                #expect(late.isEmpty, "late loads under block: \(late)")
                print(
                    """
                    attack class \(attack.name): \(attack.payloads.count) payloads, \(tripwire.count) requests, all from \
                    the raw controls (\(controls.summary)); each sanitised payload watched \(controls.window)
                    """)
            }
        }

        /// Fires every kind of event at every element of the content and clicks its links.
        private static func poke(_ engine: GTKWebEngine) async {
            _ = try? await engine.callAsyncJavaScript(
                SanitizerCorpusTests.poke, arguments: [:], in: .content, timeout: .seconds(10))
        }

        /// Every script payload of a class fires the canary raw and never sanitised.
        ///
        /// The raw controls first, each poked until the poll sees the dialog counted and timed from its insertion;
        /// then every payload sanitised, poked alike throughout the slowest control's latency. Each side on a fresh
        /// shell: late events (media errors, focus) die with the page, so nothing one side started is counted for
        /// the other.
        @Test(arguments: scriptClasses)
        func scriptNeverRunsSanitisedAndRunsRaw(_ attack: AttackClass) async throws {
            try await Self.withPage { engine in
                var controls = ControlLatencies()
                for payload in attack.payloads {
                    let before = engine.attempts.dialogs
                    let start = ContinuousClock.now
                    try await Self.insert(engine, payload, sanitised: false, policy: "allow")
                    // Poked until it fires, as a person clicks again: an animated href (SVG's <animate>, <set>) is
                    // there only once the animation has been sampled, which on a loaded machine came after one
                    // poke.
                    let fired = await controls.poll(from: start) {
                        guard engine.attempts.dialogs == before else { return true }
                        await Self.poke(engine)
                        return engine.attempts.dialogs > before
                    }
                    #expect(fired, "control did not fire: \(payload)")
                    try await engine.loadHTML(Self.shell, baseURL: nil)
                }
                for payload in attack.payloads {
                    let before = engine.attempts.dialogs
                    let start = ContinuousClock.now
                    try await Self.insert(engine, payload, sanitised: true, policy: "allow")
                    // Poked alike, again and again for the whole window.
                    let end = start + controls.window
                    repeat { await Self.poke(engine) } while ContinuousClock.now < end
                    #expect(engine.attempts.dialogs == before, "ran sanitised: \(payload)")
                    try await engine.loadHTML(Self.shell, baseURL: nil)
                }
                print(
                    """
                    script class \(attack.name): \(attack.payloads.count) payloads, \(controls.summary); each sanitised \
                    payload watched \(controls.window)
                    """)
            }
        }
    }
}
