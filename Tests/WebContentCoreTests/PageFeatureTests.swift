import Foundation
import Testing

@testable import WebContentCore

/// Page features as units: a configuration installs only its features' scripts, each feature's declaration
/// matches what its scripts register, and the render steps keep their order phase by phase.
@Suite struct PageFeatureTests {
    /// The scripts folder read from the source tree, not through the declarations under test.
    static let scriptsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WebContentCore/Resources/js")

    static func names(_ configuration: WebViewConfiguration) -> [PageFeature.Name] {
        PageFeature.enabled(by: configuration).map(\.name)
    }

    @Test func aProductPageCarriesNoQuoteCollapserFindPrintOrAudit() {
        let product = WebViewConfiguratorFactory.make(.productPage).build()
        #expect(Self.names(product) == [.bridge, .sanitizer, .render, .reading, .colours])
        let scripts = ScriptProvider.resourcePaths(for: product)
        for absent in ["js/quotes.js", "js/find.js", "js/print.js", "js/contrast.js"] {
            #expect(!scripts.contains(absent), "\(absent)")
        }
        // Mail collapses its quotes; the reader's options add find and the print header.
        let email = WebViewConfiguratorFactory.make(.email).build()
        #expect(Self.names(email).contains(.quotes))
        let reader = WebViewConfiguratorFactory.make(.email).add(setupScript: .find).add(setupScript: .printHeader)
            .build()
        #expect(Self.names(reader) == [.bridge, .sanitizer, .render, .quotes, .reading, .find, .colours, .print])
        // Trusted content keeps its own colours: no palette.
        let trusted = WebViewConfiguratorFactory.make(.payment).build()
        #expect(!Self.names(trusted).contains(.colours))
    }

    @Test func theAuditBringsTheColoursItNeedsInTheirOrder() {
        let configuration = WebViewConfigurator().set(trust: .trusted).add(setupScript: .contrastAudit).build()
        let scripts = ScriptProvider.resourcePaths(for: configuration)
        let core = try? #require(scripts.firstIndex(of: "js/contrast-core.js"))
        let audit = try? #require(scripts.firstIndex(of: "js/contrast.js"))
        #expect(core != nil && audit != nil && core! < audit!)
    }

    @Test func everyFeatureComesAfterWhatItRequires() {
        for (index, feature) in PageFeature.all.enumerated() {
            for required in feature.requires {
                let at = PageFeature.all.firstIndex { $0.name == required }
                #expect(at.map { $0 < index } == true, "\(feature.name) requires \(required)")
            }
        }
        #expect(Set(PageFeature.all.map(\.name)).count == PageFeature.Name.allCases.count)
    }

    /// Each feature's handlers are what its own scripts register (read from the files), and every script of the
    /// package belongs to exactly one feature: a handler moved to another file, or a new script left out of
    /// every feature, fails here.
    @Test func declarationsMatchWhatTheScriptsRegister() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scriptsFolder.path)
            .filter { $0.hasSuffix(".js") }.map { "js/" + $0 }
        let declared = PageFeature.all.flatMap(\.scripts)
        #expect(Set(declared) == Set(files))
        #expect(declared.count == Set(declared).count)
        let register = try Regex(#"bridge\.register\("([^"]+)""#)
        for feature in PageFeature.all {
            var registered: [String] = []
            for script in feature.scripts {
                let file = Self.scriptsFolder.appendingPathComponent(String(script.dropFirst(3)))
                let text = try String(contentsOf: file, encoding: .utf8)
                registered += text.matches(of: register).map { String($0.output[1].substring ?? "") }
            }
            #expect(Set(registered) == Set(feature.handlers), "\(feature.name)")
        }
    }

    @Test func stepsRunPhaseByPhaseWithTheAppsStepsBeforeTheColours() throws {
        let document = ContentDocument(html: "<p>Hello</p>", kind: .email)
        let configuration = WebViewConfiguratorFactory.make(.email).add(setupScript: .lazyImages).set(textScale: 1.5)
            .add(setupScript: .find).build()
        let page = try ContentHTMLComposer().compose(document, configuration: configuration)
        let factory = RenderStrategyFactory(additionalSteps: [RenderStep("app.one"), RenderStep("app.two")])
        let strategy = factory.strategy(
            for: document, page: page, generation: RenderGeneration.none.next(), configuration: configuration)
        #expect(
            strategy.steps.map(\.handler) == [
                RenderStepName.insertContent, RenderStepName.collapseQuotes, RenderStepName.textScale,
                RenderStepName.fitWidth, RenderStepName.lazyImages, "app.one", "app.two", RenderStepName.colours,
                RenderStepName.settle, RenderStepName.collect, RenderStepName.measure,
            ])
    }
}
