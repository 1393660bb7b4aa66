import Foundation
import Testing

@testable import WebContentCore

/// The configurator builds immutable configurations; presets set what the seed and the issue say.
@Suite(.timeLimit(.minutes(10))) struct ConfigurationTests {
    struct EchoStrategy: ScriptMessageStrategy {
        let identifier: String
        let tag: String
        func receive(_ body: JSONValue) async throws -> JSONValue { .string(tag) }
    }

    @Test func secondStrategyWithTheSameIdentifierReplacesTheFirst() async throws {
        let configuration = WebViewConfigurator()
            .add(scriptMessageStrategy: EchoStrategy(identifier: "page", tag: "first"))
            .add(scriptMessageStrategy: EchoStrategy(identifier: "other", tag: "other"))
            .add(scriptMessageStrategy: EchoStrategy(identifier: "page", tag: "second"))
            .build()
        #expect(configuration.scriptMessageStrategies.identifiers == ["other", "page"])
        #expect(try await configuration.scriptMessageStrategies.dispatch("page", body: .null) == .string("second"))
    }

    @Test func stepsReturnChangedCopiesAndLeaveTheOriginalAlone() {
        let base = WebViewConfiguratorFactory.make(.default)
        let product = base.set(disableZoom: true).set(overrideTitleFromPage: true)
        #expect(!base.build().disablesZoom)
        #expect(!base.build().overridesTitleFromPage)
        #expect(product.build().disablesZoom)
        #expect(product.build().overridesTitleFromPage)
    }

    @Test func handlersCanBeInsertedAppendedAndRemoved() {
        let configurator = WebViewConfigurator()
            .append(navigationHandler: ExternalLinkNavigationActionHandler())
            .insert(navigationHandler: PaymentNavigationActionHandler(), at: 0)
            .insert(navigationHandler: NativeScreenNavigationActionHandler(routes: .empty), at: 99)
        #expect(configurator.navigationHandlers.map(\.name) == ["payment", "external-link", "native-screen"])
        #expect(
            configurator.build().navigationChain.handlers.map(\.name) == [
                "payment", "external-link", "native-screen", "default",
            ])
        #expect(
            configurator.removeNavigationHandlers(named: "payment").navigationHandlers.map(\.name) == [
                "external-link", "native-screen",
            ])
    }

    /// What a page gets is named features, each once however often it is added; the sanitizer of untrusted content
    /// is not the configuration's to take away, and a trusted page does not get it.
    @Test func featuresAreNamedAndAddedOnce() {
        let configuration = WebViewConfigurator()
            .add(feature: .lazyImages).add(feature: .quotes).add(feature: .lazyImages)
            .build()
        #expect(configuration.features == PageFeature.Name.standard.union([.lazyImages, .quotes]))
        #expect(
            WebViewConfigurator().add(feature: .lazyImages).remove(feature: .lazyImages).build().features
                == PageFeature.Name.standard)
        let bare = WebViewConfigurator().set(features: []).remove(feature: .sanitizer).build()
        #expect(PageFeature.enabled(by: bare).map(\.name) == [.bridge, .render, .sanitizer])
        let trusted = WebViewConfigurator().set(trust: .trusted).add(feature: .sanitizer).build()
        #expect(PageFeature.enabled(by: trusted).map(\.name) == [.bridge, .render, .reading])
    }

    @Test func valuesAreClamped() {
        let configuration = WebViewConfigurator().set(viewportWidth: -5).set(stepTimeout: .zero).build()
        #expect(configuration.viewportWidth == 1)
        #expect(configuration.stepTimeout == .milliseconds(1))
        #expect(WebViewConfigurator().set(viewportWidth: .nan).build().viewportWidth == 390)
        let set = WebViewConfigurator().set(viewportWidth: 600).set(stepTimeout: .seconds(2)).set(theme: .dark).build()
        #expect(set.viewportWidth == 600 && set.stepTimeout == .seconds(2) && set.theme == .dark)
    }

    @Test func presetsMatchTheSeedAndTheIssue() {
        let standard = WebViewConfiguratorFactory.make(.default).build()
        #expect(!standard.disablesZoom && !standard.overridesTitleFromPage && standard.trust == .untrusted)
        #expect(standard.scriptMessageStrategies.identifiers == ["page", "user"])
        let product = WebViewConfiguratorFactory.make(.productPage).build()
        #expect(product.disablesZoom && product.overridesTitleFromPage)
        #expect(product.scriptMessageStrategies.identifiers == ["page", "user"])
        let payment = WebViewConfiguratorFactory.make(.payment).build()
        #expect(payment.trust == .trusted && payment.scriptMessageStrategies.identifiers.isEmpty)
        let post = WebViewConfiguratorFactory.make(.post).build()
        #expect(post.trust == .untrusted && post.remoteContentPolicy == .allow)
        let email = WebViewConfiguratorFactory.make(.email).build()
        #expect(email.trust == .untrusted && email.remoteContentPolicy == .block)
        #expect(email.features == PageFeature.Name.standard.union([.quotes]))
        #expect(post.features == PageFeature.Name.standard.union([.lazyImages]))
    }

    @Test func presetsAreFoundByName() {
        #expect(WebViewPreset.names == ["default", "productPage", "payment", "post", "email"])
        for name in WebViewPreset.names {
            #expect(WebViewConfiguratorFactory.make(named: name) != nil)
            #expect(WebViewPreset(name: name)?.rawValue == name)
        }
        #expect(WebViewPreset(name: "PRODUCTPAGE") == .productPage)
        #expect(WebViewConfiguratorFactory.make(named: "evil") == nil)
    }

    /// Every stored setting is compared in ``WebViewConfiguration/PageSettings`` or named as behaviour: a setting
    /// added to the configuration and forgotten there fails here (the reader would hand an engine made under the
    /// old value on to a message that asks for the new one).
    @Test func pageSettingsCoverEveryStoredSetting() {
        let stored = Set(Mirror(reflecting: WebViewConfiguration()).children.compactMap(\.label))
        let settings = WebViewConfiguration().pageSettings
        let compared = Set(Mirror(reflecting: settings).children.compactMap(\.label)).map {
            $0 == "hasResourceProvider" ? "resourceProvider" : $0
        }
        #expect(stored == Set(compared).union(WebViewConfiguration.PageSettings.behaviourSettings))
        // Control: the mirror sees the configuration's settings, not an empty list.
        #expect(stored.contains("textScale") && stored.count > 10)
        // Each setting reaches the comparison from its own property: changing it alone changes the settings.
        let changes: [(String, (inout WebViewConfiguration) -> Void)] = [
            ("disablesZoom", { $0.disablesZoom = true }), ("overridesTitle", { $0.overridesTitleFromPage = true }),
            ("features", { $0.features = [] }), ("policy", { $0.remoteContentPolicy = .block }),
            ("origins", { $0.remoteOrigins = ["https://a.example"] }), ("inline", { $0.withholdsInlineImages = true }),
            ("theme", { $0.theme = .dark }), ("trust", { $0.trust = .trusted }),
            ("width", { $0.viewportWidth = 500 }),
            ("timeout", { $0.stepTimeout = .seconds(9) }),
            ("frames", { $0.bridgeFrames = .allFrames(allowedOrigins: []) }),
            ("fit", { $0.minimumFitScale = 0.5 }), ("text", { $0.textScale = 1.5 }),
        ]
        for (name, change) in changes {
            #expect(WebViewConfiguration(change).pageSettings != settings, "\(name)")
        }
        // Behaviour is not compared: other strategies, the same settings.
        let strategies = ScriptMessageStrategyRegistry([EchoStrategy(identifier: "page", tag: "other")])
        #expect(WebViewConfiguration { $0.scriptMessageStrategies = strategies }.pageSettings == settings)
    }
}
