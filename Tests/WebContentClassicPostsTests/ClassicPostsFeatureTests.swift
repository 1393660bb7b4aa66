import Foundation
import Testing
import WebContentClassicPosts
import WebContentConformance
import WebContentCore

/// The classic-posts feature as a feature declared outside the core: a page gets its scripts, steps and report only
/// through a configuration that adds it, its scripts come from its own bundle, and its report is kept by feature.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct ClassicPostsFeatureTests {
    /// The module's scripts folder read from the source tree, not through the feature's own reader.
    static let scriptsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WebContentClassicPosts/Resources/js")

    static let post = WebViewConfiguratorFactory.make(.post)

    @Test func onlyAConfigurationThatAddsItGetsItsScriptsFromItsOwnBundle() throws {
        let plain = Self.post.build()
        #expect(!PageFeature.enabled(by: plain).contains { $0.name == .classicPosts })
        #expect(!ScriptProvider.resourcePaths(for: plain).contains("js/captions.js"))
        // Its name alone selects nothing: the core does not know the feature.
        let named = Self.post.add(feature: .classicPosts).build()
        #expect(PageFeature.enabled(by: named).map(\.name) == PageFeature.enabled(by: plain).map(\.name))

        // snippet classic-posts-add
        let configuration = WebViewConfiguratorFactory.make(.post).add(.classicPosts).build()
        // snippet end
        let added = configuration
        #expect(added.features.contains(.classicPosts))
        let scripts = ScriptProvider().setupScripts(for: added)
        for name in ["captions.js", "paragraphs.js"] {
            let script = try #require(scripts.first { $0.name == "js/" + name })
            let file = try String(contentsOf: Self.scriptsFolder.appendingPathComponent(name), encoding: .utf8)
            #expect(script.source == file)
        }
        // After the core's scripts, whose bridge and steps it uses.
        let names = scripts.map(\.name)
        #expect(names.firstIndex(of: "js/steps.js")! < names.firstIndex(of: "js/captions.js")!)
        // Added twice, it is there once.
        #expect(
            ScriptProvider.resourcePaths(for: Self.post.add(.classicPosts).add(.classicPosts).build())
                .filter { $0 == "js/captions.js" }.count == 1)
    }

    /// What its scripts register is what it declares, and every script of the module belongs to it.
    @Test func itsDeclarationMatchesWhatItsScriptsRegister() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scriptsFolder.path)
            .filter { $0.hasSuffix(".js") }.map { "js/" + $0 }
        #expect(Set(PageFeature.classicPosts.scripts) == Set(files))
        let register = try Regex(#"bridge\.register\(\s*"([^"]+)""#)
        var registered: [String] = []
        for name in files {
            let text = try String(
                contentsOf: Self.scriptsFolder.appendingPathComponent(String(name.dropFirst(3))), encoding: .utf8)
            registered += text.matches(of: register).map { String($0.output[1].substring ?? "") }
        }
        #expect(Set(registered) == Set(PageFeature.classicPosts.handlers))
    }

    @Test func itsStepsRunInTheMarkupPhaseBeforeAnythingShapesTheContent() throws {
        func steps(_ html: String) throws -> [String] {
            let configuration = Self.post.add(.classicPosts).add(feature: .quotes).build()
            let document = ContentDocument(html: html)
            let page = try ContentHTMLComposer().compose(document, configuration: configuration)
            return RenderStrategyFactory().strategy(
                for: document, page: page, generation: RenderGeneration(1), configuration: configuration
            ).steps.map(\.handler)
        }
        let classic = try steps("<p>text</p>")
        #expect(
            Array(classic.prefix(4)) == [
                RenderStepName.insertContent, RenderStepName.captions, RenderStepName.paragraphs,
                RenderStepName.collapseQuotes,
            ])
        // A block-editor post is in paragraphs already.
        let blocks = try steps("<!-- wp:paragraph --><p>text</p><!-- /wp:paragraph -->")
        #expect(blocks.contains(RenderStepName.captions) && !blocks.contains(RenderStepName.paragraphs))
    }

    @Test func onlyAConfigurationWithItRewritesTheContent() throws {
        let document = ContentDocument(html: "[gallery]<p>text</p>")
        func inserted(_ configuration: WebViewConfiguration) throws -> String? {
            let page = try ContentHTMLComposer().compose(document, configuration: configuration)
            let strategy = RenderStrategyFactory().strategy(
                for: document, page: page, generation: RenderGeneration(1), configuration: configuration)
            let insert = try #require(strategy.steps.first { $0.handler == RenderStepName.insertContent })
            return insert.payload["html"]?.stringValue
        }
        #expect(try inserted(Self.post.add(.classicPosts).build()) == "<p>text</p>")
        #expect(try inserted(Self.post.build()) == "[gallery]<p>text</p>")
    }

    @Test func itsReportIsKeptByFeatureAfterTheCoresAndCodedByName() async throws {
        func render(_ configuration: WebViewConfiguration) async throws -> ContentRenderResult {
            let engine = FakeWebEngine(configuration: configuration)
            engine.stepHandlers[RenderStepName.captions] = { _ in .object(["captions": .number(2)]) }
            engine.stepHandlers[RenderStepName.paragraphs] = { _ in
                .object(["paragraphs": .number(3), "breaks": .number(1)])
            }
            return try await ContentAssembly.assemble(engine: engine)
                .renderAndWait(ContentDocument(html: "<p>x</p>")).get()
        }
        let post = try await render(Self.post.add(.classicPosts).build())
        let report = try #require(post.report(ClassicPostsReport.self))
        #expect((report.captions, report.paragraphs, report.breaks) == (2, 3, 1))
        #expect(post.reports.features.last == .classicPosts)
        // Control: without the feature its steps are not run, so the fake's answers never reach a report.
        #expect(try await render(Self.post.build()).report(ClassicPostsReport.self) == nil)

        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(post)) as? [String: Any]
        let reports = try #require(object?["reports"] as? [String: Any])
        #expect((reports["classicPosts"] as? [String: Any])?["paragraphs"] as? Int == 3)
    }
}
