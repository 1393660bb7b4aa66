import Foundation
import Testing
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
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
        }

        /// Each case works when the page applies it unsanitised (the control), so its detector can fire.
        nonisolated static let cases: [Case] = [
            Case(
                css: "background-image: u\\72l(https://evil.example/a.png)", property: "background-image",
                forbidden: "url("),
            Case(
                css: "background-image: \\75 rl(https://evil.example/a.png)", property: "background-image",
                forbidden: "url("),
            Case(
                css: "background-image/**/:/**/url(https://evil.example/a.png)", property: "background-image",
                forbidden: "url("),
            Case(css: "BACKGROUND: URL(https://evil.example/a.png)", property: "background-image", forbidden: "url("),
            Case(
                css: "background: -webkit-image-set(url(https://evil.example/a.png) 1x)", property: "background-image",
                forbidden: "url("),
            Case(
                css: "list-style-image: url(https://evil.example/a.png)", property: "list-style-image",
                forbidden: "url("),
            Case(css: "content: url(https://evil.example/a.png)", property: "content", forbidden: "url("),
            Case(css: "p\\6fsition: fixed; top: 0", property: "position", forbidden: "fixed"),
            Case(css: "\\70 osition: f\\69xed; top: 0", property: "position", forbidden: "fixed"),
            Case(css: "position/**/:/**/fixed; top: 0", property: "position", forbidden: "fixed"),
            Case(css: "POSITION: FIXED; top: 0", property: "position", forbidden: "fixed"),
            Case(css: "Position: Sticky; top: 0", property: "position", forbidden: "sticky"),
            Case(css: "position: -webkit-sticky; top: 0", property: "position", forbidden: "sticky"),
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
