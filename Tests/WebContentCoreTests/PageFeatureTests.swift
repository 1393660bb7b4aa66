import Foundation
import Testing

@testable import WebContentCore

/// Page features as units: a configuration installs only its features' scripts, each feature's declaration
/// matches what its scripts register, and the render steps keep their order phase by phase.
@Suite(.timeLimit(.minutes(10))) struct PageFeatureTests {
    /// The scripts folder read from the source tree, not through the declarations under test.
    static let scriptsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WebContentCore/Resources/js")

    /// The text of `script` ("js/name.js"), read from the source tree.
    static func text(of script: String) throws -> String {
        try String(contentsOf: scriptsFolder.appendingPathComponent(String(script.dropFirst(3))), encoding: .utf8)
    }

    /// The strings a script passes as the first argument of `call` (`bridge.register`, `bridge.use`...).
    static func firstArguments(of call: String, in text: String) throws -> [String] {
        let pattern = try Regex(call.replacingOccurrences(of: ".", with: #"\."#) + #"\(\s*"([^"]+)""#)
        return text.matches(of: pattern).map { String($0.output[1].substring ?? "") }
    }

    /// The parts a script uses: each `bridge.use("name")` and every name in the list its
    /// `WebContentBridge.withParts([...], ...)` runs with.
    static func usedParts(in text: String) throws -> [String] {
        let lists = try Regex(#"WebContentBridge\.withParts\(\s*\[([^\]]*)\]"#)
        let quoted = try Regex(#""([^"]+)""#)
        let listed = text.matches(of: lists).flatMap { list in
            String(list.output[1].substring ?? "").matches(of: quoted).map { String($0.output[1].substring ?? "") }
        }
        return try firstArguments(of: "bridge.use", in: text) + listed
    }

    /// The part a script names as its own in `WebContentBridge.withParts([...], "name", ...)`, the guard that keeps
    /// it from running twice.
    static func guardedParts(in text: String) throws -> [String] {
        let pattern = try Regex(#"WebContentBridge\.withParts\(\s*\[[^\]]*\]\s*,\s*"([^"]+)""#)
        return text.matches(of: pattern).map { String($0.output[1].substring ?? "") }
    }

    static func names(_ configuration: WebViewConfiguration) -> [PageFeature.Name] {
        PageFeature.enabled(by: configuration).map(\.name)
    }

    @Test func aProductPageCarriesNoQuoteCollapserFindPrintOrAudit() {
        let product = WebViewConfiguratorFactory.make(.productPage).build()
        #expect(Self.names(product) == [.bridge, .render, .sanitizer, .reading, .colours])
        let scripts = ScriptProvider.resourcePaths(for: product)
        for absent in ["js/quotes.js", "js/find.js", "js/print.js", "js/contrast.js"] {
            #expect(!scripts.contains(absent), "\(absent)")
        }
        // Mail collapses its quotes; the reader's options add find and the print header.
        let email = WebViewConfiguratorFactory.make(.email).build()
        #expect(Self.names(email).contains(.quotes))
        let reader = WebViewConfiguratorFactory.make(.email).add(feature: .find).add(feature: .print)
            .build()
        #expect(Self.names(reader) == [.bridge, .render, .sanitizer, .quotes, .reading, .find, .colours, .print])
        // Trusted content keeps its own colours: no palette.
        let trusted = WebViewConfiguratorFactory.make(.payment).build()
        #expect(!Self.names(trusted).contains(.colours))
    }

    /// A trusted page is the app's own, loaded as a page and never inserted: it gets no sanitizer script, and an
    /// untrusted one of the same preset gets all seven.
    @Test func aTrustedPageGetsNoSanitizer() throws {
        let trusted = WebViewConfiguratorFactory.make(.payment).build()
        let untrusted = WebViewConfiguratorFactory.make(.payment).set(trust: .untrusted).build()
        let sanitizer = try #require(PageFeature.named(.sanitizer)).scripts
        #expect(!Self.names(trusted).contains(.sanitizer))
        #expect(Set(ScriptProvider.resourcePaths(for: trusted)).isDisjoint(with: sanitizer))
        #expect(Set(sanitizer).isSubset(of: ScriptProvider.resourcePaths(for: untrusted)))
        func bytes(_ paths: [String]) throws -> Int { try paths.reduce(0) { $0 + (try Self.text(of: $1).utf8.count) } }
        let trustedBytes = try bytes(ScriptProvider.resourcePaths(for: trusted))
        let untrustedBytes = try bytes(ScriptProvider.resourcePaths(for: untrusted))
        print(
            "figure: scripts a trusted payment page gets: \(ScriptProvider.resourcePaths(for: trusted).count) "
                + "(\(trustedBytes) bytes), untrusted: \(ScriptProvider.resourcePaths(for: untrusted).count) (\(untrustedBytes) bytes)"
        )
    }

    @Test func theAuditBringsTheColoursItNeedsInTheirOrder() throws {
        let configuration = WebViewConfigurator().set(trust: .trusted).add(feature: .contrastAudit).build()
        let scripts = ScriptProvider.resourcePaths(for: configuration)
        let core = try #require(scripts.firstIndex(of: "js/contrast-core.js"))
        let audit = try #require(scripts.firstIndex(of: "js/contrast.js"))
        #expect(core < audit)
    }

    @Test func everyFeatureComesAfterWhatItRequires() {
        for (index, feature) in PageFeature.all.enumerated() {
            for required in feature.requires {
                let at = PageFeature.all.firstIndex { $0.name == required }
                #expect(at.map { $0 < index } == true, "\(feature.name) requires \(required)")
            }
        }
        // Each feature declares its own name; no two declare the same.
        #expect(Set(PageFeature.all.map(\.name)).count == PageFeature.all.count)
    }

    /// A feature's name is a plain string in a configuration's JSON and a report's, and a name no feature declares
    /// selects nothing (an app's configuration from a newer version must not stop an older one).
    @Test func namesCodeAsStringsAndAnUnknownNameSelectsNothing() throws {
        let coded = try JSONEncoder().encode([PageFeature.Name.quotes, .lazyImages])
        #expect(String(decoding: coded, as: UTF8.self) == #"["quotes","lazyImages"]"#)
        #expect(try JSONDecoder().decode([PageFeature.Name].self, from: coded) == [.quotes, .lazyImages])
        let unknown = PageFeature.Name(rawValue: "notAFeature")
        #expect(PageFeature.named(unknown) == nil)
        let configuration = WebViewConfiguratorFactory.make(.email).add(feature: unknown).build()
        let plain = WebViewConfiguratorFactory.make(.email).build()
        #expect(PageFeature.enabled(by: configuration).map(\.name) == PageFeature.enabled(by: plain).map(\.name))
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
        for feature in PageFeature.all {
            var registered: [String] = []
            for script in feature.scripts {
                registered += try Self.firstArguments(of: "bridge.register", in: Self.text(of: script))
            }
            #expect(Set(registered) == Set(feature.handlers), "\(feature.name)")
        }
    }

    /// The scripts share nothing through the content world's globals but the bridge and its seed-compatible
    /// facade: a part handed on through a global would escape the order checked below.
    @Test func noScriptDefinesAGlobalButTheBridge() throws {
        let definition = try Regex(#"definePropert(?:y|ies)\(\s*(?:globalThis|window|self)\b\s*,?\s*"?([\w$]*)"#)
        let assignment = try Regex(#"\b(?:globalThis|window|self)\s*(?:\.\s*[\w$]+|\[[^\]]*\])\s*=(?!=)"#)
        for script in PageFeature.all.flatMap(\.scripts) {
            let text = try Self.text(of: script)
            let defined = text.matches(of: definition).map { String($0.output[1].substring ?? "") }
            let allowed: [String] = script == "js/bridge.js" ? ["WebContentBridge", "WebViewJavascriptBridge"] : []
            #expect(defined == allowed, "\(script) defines \(defined) on globalThis")
            let assigned = text.matches(of: assignment).map { String(text[$0.range]) }
            #expect(assigned.isEmpty, "\(script) assigns \(assigned)")
        }
    }

    /// Every part a script uses (`bridge.use("name")`, `withParts(["name", ...], ...)`) is provided (`bridge.provide("name", ...)`) by an earlier
    /// script of its own feature or by a feature it requires, directly or not, and by no other script: the order
    /// PageFeature declares is checked against what the scripts read. A part a feature may lack (find, for the
    /// insert step) is reached the other way: the optional feature hooks into the part it requires.
    @Test func everyPartUsedIsProvidedByTheFeatureOrWhatItRequires() throws {
        var providers: [String: (feature: PageFeature.Name, script: Int)] = [:]
        for feature in PageFeature.all {
            for (index, script) in feature.scripts.enumerated() {
                let provided = try Self.firstArguments(of: "bridge.provide", in: Self.text(of: script))
                for part in provided {
                    #expect(providers[part] == nil, "\(part) is provided twice, again by \(script)")
                    providers[part] = (feature.name, index)
                }
                // Every script but the bridge runs through withParts, and the part its guard names is the part it
                // provides: otherwise it could run twice, or never.
                let text = try Self.text(of: script)
                #expect(
                    script == "js/bridge.js" || text.contains("globalThis.WebContentBridge.withParts("), "\(script)")
                for guarded in try Self.guardedParts(in: text) {
                    #expect(
                        provided.contains(guarded), "\(script) runs once \(guarded) is in, which it does not provide")
                }
            }
        }
        var uses = 0
        for feature in PageFeature.all {
            let required = Self.requirements(of: feature.name)
            for (index, script) in feature.scripts.enumerated() {
                for part in try Self.usedParts(in: Self.text(of: script)) {
                    uses += 1
                    let provider = try #require(providers[part], "\(script) uses \(part), which no script provides")
                    let inOrder =
                        provider.feature == feature.name ? provider.script < index : required.contains(provider.feature)
                    #expect(inOrder, "\(script) uses \(part), provided by \(provider.feature), not before it")
                }
            }
        }
        #expect(uses > 0 && providers.count > 0)
    }

    /// The features `name` requires, directly or through those it requires.
    static func requirements(of name: PageFeature.Name) -> Set<PageFeature.Name> {
        var found = Set<PageFeature.Name>()
        var pending = PageFeature.named(name)?.requires ?? []
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += PageFeature.named(next)?.requires ?? [] }
        }
        return found
    }

    @Test func stepsRunPhaseByPhaseWithTheAppsStepsBeforeTheColours() throws {
        let document = ContentDocument(html: "<p>Hello</p>")
        let configuration = WebViewConfiguratorFactory.make(.email).add(feature: .lazyImages).set(textScale: 1.5)
            .add(feature: .find).build()
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
