import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// The shapes newsletter footers give text beside links, read on the real engine under the dark theme: each reads
    /// at 4.5:1 or more in the audit, from the painted pixels, while the naive dark shell leaves it under (the
    /// control that shows the audit sees the shape at all).
    @Suite @MainActor
    struct DarkModeShapesTests {
        /// Each shape inside a 600 px table, so at 390 px it is zoomed down to 0.7 and its 11-12 px text paints
        /// strokes thinner than a pixel, as a newsletter's footer does on a phone.
        static func newsletter(_ body: String, style: String = "") -> String {
            """
            <html><head><style>\(style)</style></head><body style="background-color:#fafafa">\
            <table width="600" cellpadding="10" cellspacing="0" style="background-color:#ffffff"><tr><td>\
            <p style="color:#202020">A newsletter made on white, read in the dark.</p>\(body)</td></tr></table>\
            </body></html>
            """
        }

        /// Name, document: separators between links (links whose href the sanitizer drops, as a template's merge
        /// tags are, and links that keep theirs), text beside inline images, text directly in table cells, a `<font
        /// color>` inside a link, and links with visited and hover colours of their own.
        static let shapes: [(String, String)] = [
            (
                "separators between links",
                newsletter(
                    """
                    <div class="footer">&nbsp;<a href="*|TWITTER|*">follow on Twitter</a> | \
                    <a href="*|FACEBOOK|*">friend on Facebook</a> | <a href="*|FORWARD|*">forward to a friend</a></div>\
                    <div class="footer"><a href="https://example.com/u">unsubscribe</a> | \
                    <a href="https://example.com/p">update preferences</a></div>
                    """,
                    style: """
                        .footer { color:#707070; font-family:Arial; font-size:12px; background-color:#fafafa } \
                        .footer a:link { color:#336699 }
                        """)
            ),
            (
                "text beside inline images",
                newsletter(
                    """
                    <p style="color:#8a8a8a;font-size:11px">Sent by <img width="12" height="12" alt="" \
                    src="data:image/gif;base64,R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=="> \
                    Example Inc | 1 Main Street <img width="12" height="12" alt="" \
                    src="data:image/gif;base64,R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=="> Springfield</p>
                    """)
            ),
            (
                "text directly in table cells",
                newsletter(
                    """
                    <table width="100%"><tr><td style="color:#999999;font-size:11px;background-color:#f4f4f4">\
                    © 2026 Example Inc</td><td style="color:#aaaaaa;font-size:11px">All rights reserved | \
                    <a href="https://example.com/t" style="color:#aaaaaa">Terms</a></td></tr></table>
                    """)
            ),
            (
                "font colour inside links",
                newsletter(
                    """
                    <p style="font-size:12px;color:#555555"><a href="https://example.com/a"><font color="#cccccc">\
                    Privacy policy</font></a> · <a href="https://example.com/b"><font color="#3377cc">Contact us</font>\
                    </a></p>
                    """)
            ),
            (
                "visited and hover colours",
                newsletter(
                    """
                    <p style="font-size:12px;color:#666666"><a class="nav" href="https://example.com/n1">News</a> | \
                    <a class="nav" href="https://example.com/n2">Events</a></p>
                    """,
                    style: ".nav:link { color:#1a5fb4 } .nav:visited { color:#7a7a7a } .nav:hover { color:#c0c0c0 }")
            ),
        ]

        @Test(.timeLimit(.minutes(3)))
        func everyShapeReadsInTheDarkAndTheNaiveDarkShellDoesNot() async throws {
            try await EngineFixture.with(DarkModeTests.configuration) { adaptedEngine in
                try await EngineFixture.with(DarkModeTests.configuration) { naiveEngine in
                    let adapted = ContentAssembly.assemble(engine: adaptedEngine)
                    let naive = ContentAssembly.assemble(
                        engine: naiveEngine,
                        scriptProvider: ScriptProvider(appScripts: [DarkModeTests.withoutAdaptation]))
                    for (name, html) in Self.shapes {
                        let content = ContentDocument(html: html)
                        let result = try await adapted.renderAndWait(content).get()
                        #expect(result.report(ContentColourReport.self)?.palette == .adapted, "\(name)")
                        #expect(
                            (result.report(ReadingReport.self)?.scale ?? 1) < 0.8,
                            "\(name): zoomed down, as on a phone (\((result.report(ReadingReport.self)?.scale ?? 1)))")
                        let report = try #require(await adapted.auditContrast(), "\(name)")
                        #expect(report.below == 0 && report.painted == report.checked, "\(name): \(report)")
                        // Every link's colour is inline and important: no :visited or :hover rule of the content's
                        // can paint over it.
                        let links = try await adaptedEngine.evaluateJavaScript(
                            """
                            Array.from(document.querySelectorAll('#wck-content a')).every((link) => \
                            link.style.getPropertyPriority('color') === 'important' || \
                            link.querySelector('font') !== null)
                            """, in: .content, timeout: .seconds(5))
                        #expect(links == .bool(true), "\(name)")

                        _ = try await naive.renderAndWait(content).get()
                        let control = try #require(await naive.auditContrast(), "\(name)")
                        #expect(control.below > 0, "\(name): the naive dark shell \(control)")
                    }
                }
            }
        }

        /// A mid-tone banner (#7a7a7a) that neither white nor black text reads on at the palette's margin over AA
        /// (white 4.2:1, black 4.9:1): the dark theme deepens the block, hue kept, until its light text reaches the
        /// margin; the naive shell leaves it as it is. Read from the computed styles, with a luminance of the test's
        /// own. (The sanitizer prefixes the content's ids, hence the suffix selectors.)
        @Test(.timeLimit(.minutes(3)))
        func aMidToneBannerIsDeepenedUntilItsTextReadsWithTheMargin() async throws {
            let html = Self.newsletter(
                """
                <div id="banner" style="background-color:#7a7a7a;padding:8px"><span id="offer" style="color:#ffffff;font-size:13px">Members save 20% this week</span></div>
                """)
            let read = """
                [getComputedStyle(document.querySelector('#wck-content [id$="banner"]')).backgroundColor, \
                getComputedStyle(document.querySelector('#wck-content [id$="offer"]')).color]
                """
            try await EngineFixture.with(DarkModeTests.configuration) { adaptedEngine in
                try await EngineFixture.with(DarkModeTests.configuration) { naiveEngine in
                    let adapted = ContentAssembly.assemble(engine: adaptedEngine)
                    let naive = ContentAssembly.assemble(
                        engine: naiveEngine,
                        scriptProvider: ScriptProvider(appScripts: [DarkModeTests.withoutAdaptation]))
                    let content = ContentDocument(html: html)
                    _ = try await adapted.renderAndWait(content).get()
                    let colours = try await adaptedEngine.evaluateJavaScript(read, in: .content, timeout: .seconds(5))
                    let (block, text) = try Self.pair(colours)
                    #expect(Self.luminance(block) < Self.luminance((0x7a, 0x7a, 0x7a)), "\(block)")
                    #expect(Self.contrast(text, block) >= 5.4, "text \(text) on \(block)")
                    _ = try await naive.renderAndWait(content).get()
                    let (naiveBlock, naiveText) = try Self.pair(
                        try await naiveEngine.evaluateJavaScript(read, in: .content, timeout: .seconds(5)))
                    #expect(Self.contrast(naiveText, naiveBlock) < 5.4, "the control: \(naiveText) on \(naiveBlock)")
                }
            }
        }

        /// Two computed `rgb(...)`/`rgba(...)` colours.
        static func pair(_ value: JSONValue) throws -> ((Double, Double, Double), (Double, Double, Double)) {
            guard case .array(let items) = value, items.count == 2, case .string(let first) = items[0],
                case .string(let second) = items[1], let a = rgb(first), let b = rgb(second)
            else { throw ConformanceFailure("not two colours: \(value)") }
            return (a, b)
        }

        static func rgb(_ text: String) -> (Double, Double, Double)? {
            let numbers = text.split { !"0123456789.".contains($0) }.compactMap { Double($0) }
            return numbers.count >= 3 ? (numbers[0], numbers[1], numbers[2]) : nil
        }

        /// WCAG's relative luminance of 0-255 channels.
        static func luminance(_ c: (Double, Double, Double)) -> Double {
            func linear(_ v: Double) -> Double {
                let s = v / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
        }

        static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            let (x, y) = (luminance(a), luminance(b))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
    }
}
