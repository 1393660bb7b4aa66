import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Reading comfort on the real engine: fit-to-width's readability floor, text scale on a live page, and the
    /// direction of right-to-left content.
    @Suite @MainActor
    struct ReadingComfortTests {
        /// A 1200 px table: fitting it into 390 px needs a zoom of about 0.32.
        static let wideTable = """
            <table width="1200" style="width:1200px"><tr><td>A newsletter column that is far too wide.</td></tr></table>
            <p>Text below the table.</p>
            """

        static func configuration(floor: Double? = nil, textScale: Double? = nil) -> WebViewConfiguration {
            var configurator = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390)
            if let floor { configurator = configurator.set(minimumFitScale: floor) }
            if let textScale { configurator = configurator.set(textScale: textScale) }
            return configurator.build()
        }

        static func evaluate(_ source: String, in engine: GTKWebEngine) async throws -> JSONValue {
            try await engine.evaluateJavaScript(source, in: .content, timeout: .seconds(5))
        }

        @Test(.timeLimit(.minutes(2)))
        func fitToWidthStopsAtTheFloorAndTheContentScrollsInItsOwnBox() async throws {
            let configuration = Self.configuration()
            #expect(configuration.minimumFitScale == 0.7)
            try await ModuleFixture.with(configuration) { engine, module, _ in
                let result = try await module.renderEmail(Self.wideTable)
                #expect((result.report(ReadingReport.self)?.scale ?? 1) == 0.7)
                #expect((result.report(ReadingReport.self)?.scrollsHorizontally == true))
                let overflow = try await Self.evaluate(
                    "getComputedStyle(document.getElementById('wck-content')).overflowX", in: engine)
                #expect(overflow.stringValue == "auto")
                // The page itself keeps the screen's width: only the content box scrolls.
                let pageWidth = try await Self.evaluate("document.scrollingElement.scrollWidth", in: engine)
                #expect((pageWidth.doubleValue ?? .infinity) <= 391)
                let scrollable = try await Self.evaluate(
                    "(() => { const m = document.getElementById('wck-content'); return m.scrollWidth > m.clientWidth + 1; })()",
                    in: engine)
                #expect(scrollable.boolValue == true)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func aLowFloorShrinksTheWholeTableAsBefore() async throws {
            try await ModuleFixture.with(Self.configuration(floor: 0.1)) { engine, module, _ in
                let result = try await module.renderEmail(Self.wideTable)
                #expect(
                    (result.report(ReadingReport.self)?.scale ?? 1) < 0.35
                        && (result.report(ReadingReport.self)?.scale ?? 1) > 0.3,
                    "scale \((result.report(ReadingReport.self)?.scale ?? 1))")
                #expect(!(result.report(ReadingReport.self)?.scrollsHorizontally == true))
                let overflow = try await Self.evaluate(
                    "getComputedStyle(document.getElementById('wck-content')).overflowX", in: engine)
                #expect(overflow.stringValue != "auto")
            }
        }

        /// Fit-to-width draws the content scaled instead of zooming it: no element is restyled (text keeps its
        /// computed size), and the page is as tall as what is seen, from the fit on and as the content grows.
        ///
        /// Witnesses apart from the fit's own answer: the computed style, and the document's scroll height against
        /// the rendered height (the view's reported size, from the size events).
        @Test(.timeLimit(.minutes(2)))
        func aFittedPageIsAsTallAsItsScaledContentAndKeepsItsTextSizes() async throws {
            let tall = "<div style=\"height:4000px\">a tall block</div>"
            try await ModuleFixture.with(Self.configuration(floor: 0.1)) { engine, module, _ in
                let result = try await module.renderEmail(Self.wideTable + Self.paragraphs + tall)
                let scale = try #require(result.report(ReadingReport.self)?.scale)
                #expect(scale < 0.35, "scale \(scale)")
                let fontSize = try await Self.evaluate(
                    "getComputedStyle([...document.querySelectorAll('#wck-content p')].pop()).fontSize", in: engine)
                #expect(fontSize.stringValue == "14px")
                let pageHeight = "document.scrollingElement.scrollHeight"
                let page = try await Self.evaluate(pageHeight, in: engine).doubleValue ?? 0
                #expect(abs(page - result.height) <= 2, "page \(page), content \(result.height)")
                // The content grows after the fit (an image arrives): the page follows, by the grown part scaled.
                _ = try await Self.evaluate(
                    """
                    (() => { const block = document.createElement('div'); block.style.height = '3000px';
                      document.getElementById('wck-content').appendChild(block); return 1; })()
                    """, in: engine)
                let grown = result.height + 3000 * scale
                let followed = try await eventually {
                    abs((try await Self.evaluate(pageHeight, in: engine).doubleValue ?? 0) - grown) <= 2
                }
                let last = try await Self.evaluate(pageHeight, in: engine)
                #expect(followed, "page \(last), expected \(grown)")
            }
        }

        static let paragraphs = (1...6).map {
            "<p style=\"font-size:14px\">Paragraph \($0) of a message, long enough to wrap onto a second line on a phone.</p>"
        }.joined()

        @Test(.timeLimit(.minutes(2)))
        func textScaleChangesTheLivePageAndItsHeightReachesTheOutput() async throws {
            try await ModuleFixture.with(Self.configuration()) { engine, module, output in
                let first = try await module.renderEmail(Self.paragraphs)
                #expect((first.report(ReadingReport.self)?.textScale ?? 1) == 1)
                let fontSize = "getComputedStyle([...document.querySelectorAll('#wck-content p')].pop()).fontSize"
                #expect(try await Self.evaluate(fontSize, in: engine).stringValue == "14px")

                #expect(await module.setTextScale(2) == 2)
                #expect(try await Self.evaluate(fontSize, in: engine).stringValue == "28px")
                // The new height comes as a size event, as a late image's would: no render, no reload.
                let grew = await eventually { (output.heights.last ?? 0) > first.height * 1.5 }
                #expect(grew, "heights \(output.heights), first \(first.height)")
                #expect(output.results.count == 1)

                #expect(await module.setTextScale(1) == 1)
                #expect(try await Self.evaluate(fontSize, in: engine).stringValue == "14px")
                let back = await eventually { abs((output.heights.last ?? 0) - first.height) <= 1 }
                #expect(back, "heights \(output.heights), first \(first.height)")

                // Out of range is clamped; the scale in force is what the call returns.
                #expect(await module.setTextScale(5) == 3)
                #expect(await module.setTextScale(0.1) == 0.8)
                #expect(await module.setTextScale(.nan) == 1)
                #expect(module.textScale == 1)
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func aConfiguredTextScaleAppliesToTheRender() async throws {
            try await ModuleFixture.with(Self.configuration(textScale: 1.5)) { engine, module, _ in
                let result = try await module.renderEmail(Self.paragraphs)
                #expect((result.report(ReadingReport.self)?.textScale ?? 1) == 1.5)
                let size = try await Self.evaluate(
                    "getComputedStyle([...document.querySelectorAll('#wck-content p')].pop()).fontSize", in: engine)
                #expect(size.stringValue == "21px")
            }
        }

        @Test(.timeLimit(.minutes(2)))
        func hebrewAndArabicReadRightToLeftAndLatinStaysLeftToRight() async throws {
            let samples: [(name: String, html: String, direction: String)] = [
                ("hebrew", "<p>שלום לכולם.</p><p>זהו מכתב קצר בעברית, תודה רבה.</p>", "rtl"),
                ("arabic", "<p>مرحبا بالجميع.</p><p>هذه رسالة قصيرة باللغة العربية، شكرا.</p>", "rtl"),
                ("english", "<p>Hello everyone.</p><p>This is a short letter, thanks.</p>", "ltr"),
            ]
            try await ModuleFixture.with(Self.configuration()) { engine, module, _ in
                for sample in samples {
                    try await module.renderEmail(sample.html)
                    let direction = try await Self.evaluate(
                        "getComputedStyle(document.querySelector('#wck-content p')).direction", in: engine)
                    #expect(direction.stringValue == sample.direction, "\(sample.name)")
                    // Right-to-left text starts at the right edge of the content.
                    let edges = try await Self.evaluate(
                        """
                        (() => { const p = document.querySelector('#wck-content p'); const r = document.createRange();
                          r.selectNodeContents(p); const t = r.getBoundingClientRect(), b = p.getBoundingClientRect();
                          return {left: t.left - b.left, right: b.right - t.right}; })()
                        """, in: engine)
                    let left = edges["left"]?.doubleValue ?? -1
                    let right = edges["right"]?.doubleValue ?? -1
                    if sample.direction == "rtl" {
                        #expect(right < 2 && left > 2, "\(sample.name): \(left) \(right)")
                    } else {
                        #expect(left < 2, "\(sample.name): \(left) \(right)")
                    }
                }
            }
        }
    }
}
