import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKContentSafetySuite {
    /// CSS the sanitizer's fast paths must not wave through: loads and overlays spelled with escapes, comments or
    /// mixed case, in style attributes and in style sheets (whole sheets and single rules).
    @Suite @MainActor
    struct SanitizerCSSFastPathTests {
        /// A hostile style: `css` is what a probe element gets; `property` is the computed style it must not have.
        struct Case: Sendable, CustomStringConvertible {
            let css: String
            let property: String
            let forbidden: String
            var description: String { css }

            /// A remote load: `css` gives `property` an image from evil.example, so its computed value holds `url(`.
            static func load(_ css: String, _ property: String = "background-image") -> Case {
                Case(css: css, property: property, forbidden: "url(")
            }

            /// An overlay: `css` positions the probe, so its computed `position` is `forbidden` (fixed or sticky).
            static func overlay(_ css: String, _ forbidden: String) -> Case {
                Case(css: css, property: "position", forbidden: forbidden)
            }
        }

        /// Each case works when the page applies it unsanitised (the control), so its detector can fire.
        nonisolated static let cases: [Case] = [
            .load("background-image: u\\72l(https://evil.example/a.png)"),
            .load("background-image: \\75 rl(https://evil.example/a.png)"),
            .load("background-image/**/:/**/url(https://evil.example/a.png)"),
            .load("BACKGROUND: URL(https://evil.example/a.png)"),
            .load("background: -webkit-image-set(url(https://evil.example/a.png) 1x)"),
            .load("list-style-image: url(https://evil.example/a.png)", "list-style-image"),
            .load("content: url(https://evil.example/a.png)", "content"),
            .overlay("p\\6fsition: fixed; top: 0", "fixed"),
            .overlay("\\70 osition: f\\69xed; top: 0", "fixed"),
            .overlay("position/**/:/**/fixed; top: 0", "fixed"),
            .overlay("POSITION: FIXED; top: 0", "fixed"),
            .overlay("Position: Sticky; top: 0", "sticky"),
            .overlay("position: -webkit-sticky; top: 0", "sticky"),
        ]

        /// The probe's computed `property` after `markup` (with a `[data-probe]` element) is placed in the page
        /// as it is, without the sanitizer.
        static func unsanitised(_ engine: GTKWebEngine, _ markup: String, _ property: String) async throws -> String {
            let script = """
                const host = document.createElement("div");
                host.innerHTML = markup;
                document.body.appendChild(host);
                const value = getComputedStyle(host.querySelector("[data-probe]")).getPropertyValue(property);
                host.remove();
                return value;
                """
            let value = try await engine.callAsyncJavaScript(
                script, arguments: ["markup": .string(markup), "property": .string(property)], in: .content,
                timeout: .seconds(10))
            return value.stringValue ?? ""
        }

        /// The probe's computed `property` after the sanitizer inserted `markup` as content.
        static func sanitised(_ engine: GTKWebEngine, _ markup: String, _ property: String) async throws -> String {
            _ = try await SanitizerBehaviourTests.insert(engine, markup)
            let value = try await engine.callAsyncJavaScript(
                "const probe = document.querySelector('#wck-content [data-probe]'); return probe ? getComputedStyle(probe).getPropertyValue(property) : 'no probe';",
                arguments: ["property": .string(property)], in: .content, timeout: .seconds(10))
            return value.stringValue ?? ""
        }

        /// The three places a style can hide: an attribute, a sheet that is all suspect, and one suspect rule among
        /// plain ones (the sheet goes through the engine's CSS parser; the plain rules are kept as serialised).
        static func placements(_ css: String) -> [String] {
            let plain = String(repeating: ".a { color: red; margin: 0 }\n", count: 3)
            let hostile = "<style>.probe { \(css) }</style><p class=\"probe\" data-probe=\"1\">x</p>"
            return [
                "<p style=\"\(css.replacingOccurrences(of: "\"", with: "&quot;"))\" data-probe=\"1\">x</p>",
                hostile,
                "<style>\(plain)@media screen { .probe { \(css) } }\n\(plain)</style><p class=\"probe\" data-probe=\"1\">x</p>",
            ]
        }

        @Test(arguments: cases)
        func hostileStyleIsEffectiveUnsanitisedAndGoneSanitised(_ hostile: Case) async throws {
            try await Self.expectEffectiveRawAndGoneSanitised(hostile)
        }

        /// In every placement, `hostile` takes effect unsanitised (the control) and is gone sanitised.
        static func expectEffectiveRawAndGoneSanitised(_ hostile: Case) async throws {
            try await SanitizerBehaviourTests.withShell { engine in
                for markup in placements(hostile.css) {
                    let control = try await unsanitised(engine, markup, hostile.property)
                    #expect(
                        control.lowercased().contains(hostile.forbidden),
                        "control did not fire: \(markup) -> \(control)")
                    let cleaned = try await sanitised(engine, markup, hostile.property)
                    #expect(cleaned != "no probe", "\(markup)")
                    #expect(!cleaned.lowercased().contains(hostile.forbidden), "\(markup) -> \(cleaned)")
                }
            }
        }

        /// Code-running CSS WebKit ignores anyway: no computed style shows it, so the output text is the detector.
        @Test(arguments: [
            "width: expression(alert(1))", "width: e\\78pression(alert(1))",
            "-moz-binding: url(https://evil.example/x.xml#b)",
            "-m\\6fz-binding: url(https://evil.example/x.xml#b)", "behavior: url(https://evil.example/x.htc)",
            "background: url(javascript:alert(1))",
        ])
        func codeRunningStyleIsGone(css: String) async throws {
            try await SanitizerBehaviourTests.withShell { engine in
                for markup in Self.placements(css) {
                    let (_, output) = try await SanitizerBehaviourTests.insert(engine, markup)
                    let lowered = output.lowercased()
                    for forbidden in ["expression", "binding", "behavior", "javascript", "url("] {
                        #expect(!lowered.contains(forbidden), "\(markup) -> \(output)")
                    }
                }
            }
        }
    }
}
