import Foundation
import Testing
import WebContentConformance
import WebContentCore

@testable import WebContentGTK

extension GTKEngineSuite {
    /// Dark mode on the real engine: every corpus document reads at 4.5:1 or more under the dark theme, while the
    /// same documents in the dark shell without the colour step do not (the control that shows the audit fires);
    /// content with its own dark rules or palette keeps them; the "original colours" switch works in place.
    @Suite @MainActor
    struct DarkModeTests {
        static let configuration = WebViewConfiguratorFactory.make(.email).set(viewportWidth: 390).set(theme: .dark)
            .add(feature: .contrastAudit).build()

        /// The naive rendering: the dark shell, the content inserted as it is, the colour step answering without
        /// touching anything (app scripts run after the package's and replace its handler).
        static let withoutAdaptation = EngineFixture.script(
            #"WebContentBridge.register("colours.apply", () => ({ mode: "adapted", palette: "light", adjusted: 0 }));"#,
            name: "naive-dark")

        static func evaluate(_ source: String, in engine: GTKWebEngine) async throws -> JSONValue {
            try await engine.evaluateJavaScript(source, in: .content, timeout: .seconds(5))
        }

        static func colour(of selector: String, _ property: String, in engine: GTKWebEngine) async throws -> String? {
            try await evaluate(
                "getComputedStyle(document.querySelector('#wck-content \(selector)')).\(property)", in: engine
            ).stringValue
        }

        @Test(.timeLimit(.minutes(10)))
        func everyCorpusDocumentReadsInTheDarkAndTheNaiveDarkShellDoesNot() async throws {
            let documents = try DarkModeCorpus.load()
            #expect(documents.count >= 250)
            var checked = 0
            var adaptedBelow: [String] = []
            var naiveBelow: [String] = []
            var naiveElements = 0
            var lowest = Double.infinity
            try await EngineFixture.with(Self.configuration) { adaptedEngine in
                try await EngineFixture.with(Self.configuration) { naiveEngine in
                    let adapted = ContentAssembly.assemble(engine: adaptedEngine)
                    let naive = ContentAssembly.assemble(
                        engine: naiveEngine,
                        scriptProvider: ScriptProvider(appScripts: [Self.withoutAdaptation]))
                    for document in documents {
                        let content = ContentDocument(html: document.html)
                        let result = try await adapted.renderAndWait(content).get()
                        #expect(result.report(ContentColourReport.self)?.mode == .adapted, "\(document.name)")
                        let report = try #require(await adapted.auditContrast(), "\(document.name)")
                        checked += report.checked
                        if report.below > 0 { adaptedBelow.append("\(document.name): \(report)") }
                        if let minimum = report.minimum { lowest = min(lowest, minimum) }

                        _ = try await naive.renderAndWait(content).get()
                        let control = try #require(await naive.auditContrast(), "\(document.name)")
                        if control.below > 0 { naiveBelow.append(document.name) }
                        naiveElements += control.below
                    }
                }
            }
            print(
                "dark mode: \(documents.count) documents, \(checked) text elements checked; adapted: "
                    + "\(adaptedBelow.count) documents below 4.5:1 (lowest ratio \(lowest)); naive dark shell: "
                    + "\(naiveBelow.count) documents, \(naiveElements) elements below")
            #expect(adaptedBelow.isEmpty, "\(adaptedBelow)")
            // Every text the audit saw reads at 4.5:1 or more, large text included (WCAG AA asks 3:1 of it).
            #expect(lowest >= 4.5)
            #expect(checked > 1000)
            // The control: without the colour step, the dark shell leaves text the audit counts.
            #expect(naiveBelow.count >= 10, "\(naiveBelow)")
        }

        /// A message designed on white: grey text on white boxes, a dark link, and an image.
        static let ownColours = """
            <div style="background-color:#ffffff;padding:12px"><p id="text" style="color:#333333">Dear reader, \
            the minutes are attached.</p><p><a href="https://example.com/" style="color:#1a0dab">Minutes</a></p>\
            <img id="logo" width="20" height="20" alt="" src="data:image/gif;base64,R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=="></div>
            """

        @Test(.timeLimit(.minutes(2)))
        func theOriginalColoursSwitchFlipsTheColoursInPlaceWithoutALoad() async throws {
            try await EngineFixture.with(Self.configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                let result = try await module.renderAndWait(ContentDocument(html: Self.ownColours)).get()
                #expect(result.report(ContentColourReport.self)?.palette == .adapted)
                #expect(result.report(ContentColourReport.self).map { $0.adjusted > 0 } == true)
                // A mark in the page: a load or a render would lose it (a new document, or new content nodes).
                _ = try await Self.evaluate(
                    "window.wckLoadMark = 'kept'; document.getElementById('user-content-text').dataset.mark = 'kept'; true",
                    in: engine)
                let darkText = try await Self.colour(of: "#user-content-text", "color", in: engine)
                let darkBox = try await Self.colour(of: "div", "backgroundColor", in: engine)
                #expect(darkBox != "rgb(255, 255, 255)")
                #expect(darkText != "rgb(51, 51, 51)")
                #expect(try #require(await module.auditContrast()).below == 0)
                // Images keep their colours: no filter, no style of ours.
                #expect(try await Self.colour(of: "img", "filter", in: engine) == "none")
                #expect(
                    try await Self.evaluate(
                        "document.getElementById('user-content-logo').getAttribute('style')", in: engine) == .null)

                let original = try #require(await module.setOriginalColours(true))
                #expect(original == ContentColourReport(mode: .original, palette: .original, adjusted: 0))
                #expect(try await Self.colour(of: "#user-content-text", "color", in: engine) == "rgb(51, 51, 51)")
                #expect(try await Self.colour(of: "div", "backgroundColor", in: engine) == "rgb(255, 255, 255)")
                #expect(try await Self.colour(of: "a", "color", in: engine) == "rgb(26, 13, 171)")
                // The author's page: white under the message, as it was made.
                #expect(
                    try await Self.evaluate("getComputedStyle(document.body).backgroundColor", in: engine)
                        == .string("rgb(255, 255, 255)"))

                let back = try #require(await module.setColourMode(.adapted))
                #expect(back.palette == .adapted)
                #expect(try await Self.colour(of: "#user-content-text", "color", in: engine) == darkText)
                #expect(try await Self.colour(of: "div", "backgroundColor", in: engine) == darkBox)
                let marks = try await Self.evaluate(
                    "window.wckLoadMark + '/' + document.getElementById('user-content-text').dataset.mark", in: engine)
                #expect(marks == .string("kept/kept"))
            }
        }

        /// Content with its own dark rules: a box that is taller in the dark, and colours of the author's choosing.
        static let ownDarkRules = """
            <style>.card { background-color: #ffffff; color: #202020; padding: 8px }
            @media (prefers-color-scheme: dark) { .card { background-color: #102030; color: #a0ffa0; padding: 200px 8px } }</style>
            <div class="card"><p>Hello in the author's own dark colours.</p></div>
            """

        @Test(.timeLimit(.minutes(2)))
        func contentWithItsOwnDarkRulesGetsThemAndTheSwitchReportsTheNewHeight() async throws {
            try await EngineFixture.with(Self.configuration) { engine in
                let output = RecordingModuleOutput()
                let module = ContentAssembly.assemble(
                    engine: engine, moduleOutput: output)
                let result = try await module.renderAndWait(ContentDocument(html: Self.ownDarkRules))
                    .get()
                #expect(result.report(ContentColourReport.self)?.palette == .scheme)
                // The author's dark colours, as written (the engine itself prefers light: the theme answers).
                #expect(try await Self.colour(of: ".card", "backgroundColor", in: engine) == "rgb(16, 32, 48)")
                #expect(try await Self.colour(of: ".card p", "color", in: engine) == "rgb(160, 255, 160)")
                #expect(result.height > 400)

                _ = try #require(await module.setOriginalColours(true))
                #expect(try await Self.colour(of: ".card", "backgroundColor", in: engine) == "rgb(255, 255, 255)")
                // The light layout is shorter: the height reaches the module output as an update, with no render.
                let shrank = await eventually { (output.heights.last ?? .infinity) < result.height - 300 }
                #expect(shrank, "heights \(output.heights), first \(result.height)")
                #expect(output.results.count == 1)
            }
        }

        /// A dark newsletter: white and pale text on black, made for the dark.
        static let darkPalette = """
            <div style="background-color:#000000;color:#ffffff;padding:8px"><h1>Night edition</h1>\
            <p style="color:#ffd27f">Amber notes on black.</p><p>Plain white text, and more of it than anything else.</p></div>
            """

        @Test(.timeLimit(.minutes(2)))
        func aDarkPaletteIsLeftAsMadeAndANewMessageStartsAdapted() async throws {
            try await EngineFixture.with(Self.configuration) { engine in
                let module = ContentAssembly.assemble(engine: engine)
                _ = try await module.renderAndWait(ContentDocument(html: Self.ownColours)).get()
                _ = try #require(await module.setOriginalColours(true))
                #expect(module.colourMode == .original)

                let result = try await module.renderAndWait(ContentDocument(html: Self.darkPalette)).get()
                #expect(module.colourMode == .adapted)
                #expect(
                    result.report(ContentColourReport.self)
                        == ContentColourReport(mode: .adapted, palette: .dark, adjusted: 0))
                #expect(try await Self.colour(of: "div", "backgroundColor", in: engine) == "rgb(0, 0, 0)")
                #expect(try await Self.colour(of: "p", "color", in: engine) == "rgb(255, 210, 127)")
                #expect(
                    try await Self.evaluate(
                        "document.documentElement.classList.contains('wck-colours-original')", in: engine)
                        == .bool(false))
            }
        }
    }
}
