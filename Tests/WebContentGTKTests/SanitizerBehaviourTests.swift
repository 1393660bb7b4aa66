import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// What the sanitizer keeps, removes, rewrites and counts, on the real engine's parser.
    @Suite @MainActor
    struct SanitizerBehaviourTests {
        static let shell = "<!doctype html><html><body><main id=\"wck-content\"></main></body></html>"

        /// Runs `body` with an engine whose shell is loaded with the package's scripts (page JavaScript off).
        static func withShell<T>(_ body: (GTKWebEngine) async throws -> T) async throws -> T {
            let configuration = EngineFixture.configuration(trust: .untrusted)
            return try await EngineFixture.with(configuration) { engine in
                engine.installSetupScripts(ScriptProvider().setupScripts(for: configuration))
                try await engine.loadHTML(shell, baseURL: nil)
                return try await body(engine)
            }
        }

        /// Inserts `html` and returns the sanitizer's report and the content's serialisation.
        static func insert(
            _ engine: GTKWebEngine, _ html: String, policy: String = "block",
            base: String? = "https://blog.example/post/",
            proxy: String? = nil
        ) async throws -> (report: JSONValue, html: String) {
            var payload: [String: JSONValue] = [
                "html": .string(html), "generation": .number(1), "policy": .string(policy),
            ]
            if let base { payload["baseURL"] = .string(base) }
            if let proxy { payload["proxyPrefix"] = .string(proxy) }
            let report = try await engine.callBridge(
                RenderStepName.insertContent, payload: .object(payload), timeout: .seconds(120))
            let html = try await engine.evaluateJavaScript(
                "document.getElementById('wck-content').innerHTML", in: .content, timeout: .seconds(120))
            return (report, html.stringValue ?? "")
        }

        @Test(arguments: [
            ("<a href=\"javascript:alert(1)\">x</a>", "javascript"),
            ("<a href=\" &#x6a;ava&#x09;script:alert(1)\">x</a>", "script:"),
            // NUL becomes U+FFFD in the parser: no scheme, a harmless relative path of the base.
            ("<a href=\"java\u{0}script:alert(1)\">x</a>", "href=\"java"),
            ("<a href=\"vbscript:msgbox(1)\">x</a>", "vbscript"),
            ("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>", "data:"),
            ("<img src=x onerror=alert(1)>", "onerror"),
            ("<svg><script>alert(1)</script></svg>", "svg"),
            ("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", "onerror"),
            ("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", "iframe"),
            ("<object data=x></object><embed src=x>", "object"),
            ("<form action=javascript:alert(1)><input><button formaction=x>b</button></form>", "input"),
            (
                "<base href=\"https://evil.example/\"><meta http-equiv=refresh content=\"0;url=https://evil.example\">",
                "evil"
            ),
            ("<link rel=dns-prefetch href=//evil.example>", "link"),
            ("<p style=\"position:fixed;top:0\">overlay</p>", "fixed"),
            ("<style>p{position:sticky} body{background:url(https://evil.example/x)}</style><p>x</p>", "evil"),
            ("<style>@import url(https://evil.example/a.css);</style><p>x</p>", "import"),
            // The escaped attribute text may stay; no <img> element may come out of it.
            ("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>", "<img"),
        ])
        func dangerousMarkupIsRemoved(html: String, forbidden: String) async throws {
            try await Self.withShell { engine in
                // A marker ahead of the payload: an empty or failed output cannot pass for a clean one.
                let (_, output) = try await Self.insert(engine, "<p>kept</p>" + html)
                #expect(output.hasPrefix("<p>kept</p>"), "\(output)")
                #expect(!output.lowercased().contains(forbidden), "\(output)")
            }
        }

        /// Markup without a doctype parses as DOMParser parses it, in quirks mode: a table stays inside an open
        /// `<p>` (in no-quirks mode it would close it).
        @Test func markupWithoutADoctypeParsesInQuirksModeAsDOMParserDoes() async throws {
            try await Self.withShell { engine in
                let markup = "<p>a<table><tr><td>x</td></tr></table>b</p>"
                let (_, output) = try await Self.insert(engine, markup)
                let parsed = try await engine.callAsyncJavaScript(
                    "return new DOMParser().parseFromString(markup, 'text/html').body.innerHTML;",
                    arguments: ["markup": .string(markup)], in: .content, timeout: .seconds(30))
                // The witness: the engine's own document parse keeps the table in the paragraph.
                #expect(parsed.stringValue?.hasPrefix("<p>a<table>") == true, "\(parsed)")
                #expect(output.hasPrefix("<p>a<table"), "\(output)")
            }
        }

        @Test func relativeURLsResolveAndLinksLoseTheirTarget() async throws {
            try await Self.withShell { engine in
                let (_, html) = try await Self.insert(
                    engine,
                    "<a href=\"../about\" target=_blank>a</a> <a href=\"#top\">t</a> <a href=\"mailto:a@b.example\">m</a>",
                    policy: "allow")
                #expect(html.contains("href=\"https://blog.example/about\""))
                #expect(html.contains("href=\"#user-content-top\""))
                #expect(html.contains("href=\"mailto:a@b.example\""))
                #expect(!html.contains("target"))
                #expect(html.contains("rel=\"noopener noreferrer\""))
            }
        }

        @Test func remotePolicyBlockAllowAndProxy() async throws {
            let html = """
                <img src="https://img.example/a.png" width="300"><img src="https://img.example/p.gif" width="1" height="1">
                <img srcset="https://img.example/b.png 1x, data:image/png;base64,iVBORw0KGgo= 2x"><img src="cid:part1@mail">
                <video poster="https://img.example/poster.jpg" src="https://media.example/v.mp4" autoplay></video>
                """
            try await Self.withShell { engine in
                let blocked = try await Self.insert(engine, html, policy: "block")
                #expect(!blocked.html.contains("https://"))
                #expect(blocked.html.contains("cid:part1@mail"))
                #expect(blocked.html.contains("data:image/png"))
                #expect(blocked.report["remote"]?["blocked"]?.intValue == 5)
                #expect(blocked.report["remote"]?["trackers"]?.intValue == 1)
                #expect(!blocked.html.contains("autoplay"))
                let allowed = try await Self.insert(engine, html, policy: "allow")
                #expect(allowed.html.contains("src=\"https://img.example/a.png\""))
                #expect(allowed.html.contains("https://media.example/v.mp4"))
                #expect(!allowed.html.contains("p.gif"), "the tracking pixel stays out")
                #expect(allowed.report["remote"]?["trackers"]?.intValue == 1)
                let proxied = try await Self.insert(engine, html, policy: "proxy", proxy: "wck-proxy:")
                #expect(proxied.html.contains("src=\"wck-proxy:https%3A%2F%2Fimg.example%2Fa.png\""))
                #expect(!proxied.html.contains("src=\"https://"))
            }
        }

        @Test func sanitisingTwiceChangesNothing() async throws {
            let inputs = [
                "<table bgcolor=#fff><tr><td style=\"color:red;background:url(https://x.example/y)\">a</td></tr></table>",
                "\n\n<form><b id=a name=b>x</b></form><style>p { color: blue } p { content: \"</style>\" }</style>",
                "<img srcset=\"https://a.example/x.png 1x, https://a.example/y.png 2x\" src=\"https://a.example/x.png\">",
                "<body bgcolor=\"#eee\" style=\"margin:0\"><p>mail</p></body>",
                // A withheld image's placeholder, an id reference, a layout table (sanitizer-a11y.js).
                "<table><tr><td><img src=\"https://a.example/x.png\" alt=\"Sale\" width=\"300\" height=\"120\"></td></tr>"
                    + "</table><p id=\"n\">note</p><a href=\"https://a.example/\" aria-describedby=\"n\">a</a>",
            ]
            try await Self.withShell { engine in
                for input in inputs {
                    for policy in ["block", "allow"] {
                        let first = try await Self.insert(engine, input, policy: policy)
                        let second = try await Self.insert(engine, first.html, policy: policy)
                        #expect(first.html == second.html, "\(policy): \(first.html) -> \(second.html)")
                    }
                }
            }
        }

        @Test func hugeAndDeepDocumentsDoNotOverflow() async throws {
            try await Self.withShell { engine in
                let deep =
                    String(repeating: "<div>", count: 100_000) + "deep" + String(repeating: "</div>", count: 100_000)
                let start = ContinuousClock.now
                let (report, _) = try await Self.insert(engine, deep)
                #expect(report["removed"] != nil)
                let wbr = "a" + String(repeating: "<wbr>", count: 1_000_000) + "b"
                let (wide, _) = try await Self.insert(engine, wbr)
                #expect(wide["removed"] != nil)
                let text = try await engine.evaluateJavaScript(
                    "document.getElementById('wck-content').textContent.length", in: .content, timeout: .seconds(120))
                #expect(text == .number(2))
                print("100k nested divs + 1M wbr sanitised and inserted in \(milliseconds(since: start)) ms")
            }
        }
    }
}
