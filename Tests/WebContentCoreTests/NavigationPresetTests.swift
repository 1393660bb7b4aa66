import Foundation
import Testing

@testable import WebContentCore
@testable import WebContentLinks

/// Table-driven: each preset's chain decides as the seed article describes, minus its bugs.
@Suite(.timeLimit(.minutes(10))) struct NavigationPresetTests {
    /// The decision a row expects, named without its address: a route goes to the action's own URL.
    enum Expected {
        case allow, cancel, deeplink, browser
        case native(String, [String: String])
        case confirm([LinkRisk])

        /// The decision for an action whose URL is `url`.
        func decision(for url: URL) -> NavigationDecision {
            switch self {
            case .allow: .allow
            case .cancel: .cancel
            case .deeplink: .route(.deeplink(url))
            case .browser: .route(.browser(url))
            case .native(let screen, let parameters): .route(.native(screen: screen, parameters: parameters, url: url))
            case .confirm(let risks): .route(.confirm(url, risks: risks))
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let preset: WebViewPreset
        let action: NavigationAction
        let decision: NavigationDecision
        let handler: String
        var testDescription: String { "\(preset) \(action.url?.absoluteString ?? "nil") -> \(handler)" }

        /// A row whose `action` under `preset` must be decided as `expected` by the handler named `handler`.
        init(_ preset: WebViewPreset, _ action: NavigationAction, _ expected: Expected, _ handler: String) {
            (self.preset, self.action, self.handler) = (preset, action, handler)
            decision = expected.decision(for: action.url!)
        }
    }

    static let context = WebViewPresetContext(
        deeplinkOpener: SchemeDeeplinkOpener(schemes: ["myapp"]),
        routes: .seedExample,
        homeURL: URL(string: "https://zhgchg.li")!)

    static func click(_ text: String) -> NavigationAction {
        NavigationAction(url: URL(string: text)!, kind: .linkActivated, isUserGesture: true)
    }

    static func script(_ text: String, mainFrame: Bool = true) -> NavigationAction {
        NavigationAction(url: URL(string: text)!, kind: .other, isUserGesture: false, isMainFrame: mainFrame)
    }

    static func initialLoad(_ text: String) -> NavigationAction {
        NavigationAction(url: URL(string: text)!, kind: .other, isInitialLoad: true)
    }

    static let rows: [Row] = [
        // default: deeplink -> home tab -> native screen -> default (untrusted).
        Row(.default, initialLoad("myapp://cart"), .allow, "initial-load"),
        Row(.default, click("myapp://cart"), .deeplink, "deeplink"),
        Row(.default, click("https://zhgchg.li"), .native("home", [:]), "home-tab"),
        Row(.default, click("https://zhgchg.li/product/1234"), .native("product", ["id": "1234"]), "native-screen"),
        Row(.default, click("https://zhgchg.li/shop/1234"), .native("shop", ["id": "1234"]), "native-screen"),
        Row(.default, click("https://example.com/"), .allow, "default"),
        Row(.default, script("https://example.com/"), .cancel, "default"),
        Row(.default, script("myapp://cart"), .cancel, "default"),
        Row(.default, click("javascript:alert(1)"), .cancel, "default"),
        // productPage: the default chain.
        Row(.productPage, click("https://www.zhgchg.li/product/9"), .native("product", ["id": "9"]), "native-screen"),
        Row(.productPage, click("myapp://cart"), .deeplink, "deeplink"),
        Row(.productPage, initialLoad("https://zhgchg.li/product/9"), .allow, "initial-load"),
        // payment: payment first, then deeplink (return redirects), trusted; still never javascript: or data:.
        Row(.payment, click("javascript:alert(1)"), .cancel, "default"),
        Row(.payment, script("data:text/html,<p>x</p>"), .cancel, "default"),
        Row(.payment, initialLoad("https://bank.example/3ds/start"), .allow, "initial-load"),
        Row(.payment, script("https://bank.example/3ds/challenge"), .native("paymentVerification", [:]), "payment"),
        Row(.payment, script("myapp://paid"), .deeplink, "deeplink"),
        Row(.payment, script("https://bank.example/checkout/step2"), .allow, "default"),
        Row(.payment, click("https://zhgchg.li/shop/3"), .native("shop", ["id": "3"]), "native-screen"),
        // post: links to the browser.
        Row(.post, click("https://example.com/a"), .browser, "external-link"),
        Row(.post, click("https://zhgchg.li/product/1"), .native("product", ["id": "1"]), "native-screen"),
        Row(.post, click("myapp://cart"), .deeplink, "deeplink"),
        Row(.post, script("https://example.com/a"), .cancel, "default"),
        Row(.post, script("https://ads.example/frame", mainFrame: false), .cancel, "default"),
        // email: no deeplinks, links to the browser, frames and scripts cancelled.
        Row(.email, click("myapp://cart"), .cancel, "default"),
        Row(.email, click("https://example.com/a"), .browser, "external-link"),
        Row(.email, click("https://zhgchg.li/product/1"), .native("product", ["id": "1"]), "native-screen"),
        Row(.email, script("https://tracker.example/pixel", mainFrame: false), .cancel, "default"),
        Row(.email, click("data:text/html,hi"), .cancel, "default"),
        Row(.email, initialLoad("about:blank"), .allow, "initial-load"),
        // A link whose address may deceive asks the reader first, before any handler sends it anywhere.
        Row(.email, click("https://bank.com@evil.net/"), .confirm([.userinfo]), "link-risk"),
        Row(.post, click("http://192.168.0.1/login"), .confirm([.ipAddress]), "link-risk"),
        Row(.default, click("https://xn--pple-43d.com/"), .confirm([.punycode, .mixedScript]), "link-risk"),
        Row(.default, click("https://zhgchg.li@evil.net/product/1"), .confirm([.userinfo]), "link-risk"),
        Row(.email, click("https://xn--mnchen-3ya.de/"), .browser, "external-link"),
    ]

    @Test(arguments: rows)
    func presetDecides(row: Row) async {
        let chain = WebViewConfiguratorFactory.make(row.preset, context: Self.context).build().navigationChain
        let verdict = await chain.decide(row.action)
        #expect(verdict.decision == row.decision)
        #expect(verdict.handler == row.handler)
        #expect(!verdict.reason.isEmpty)
    }

    @Test(arguments: [
        (WebViewPreset.default, ["link-risk", "deeplink", "home-tab", "native-screen", "default"]),
        (.productPage, ["link-risk", "deeplink", "home-tab", "native-screen", "default"]),
        (.payment, ["payment", "deeplink", "native-screen", "default"]),
        (.post, ["link-risk", "deeplink", "native-screen", "external-link", "default"]),
        (.email, ["link-risk", "native-screen", "external-link", "default"]),
    ])
    func presetChainOrder(preset: WebViewPreset, names: [String]) {
        let chain = WebViewConfiguratorFactory.make(preset, context: Self.context).build().navigationChain
        #expect(chain.handlers.map(\.name) == names)
    }

    /// Every preset: no handler may cancel the load of our own content, whatever its URL.
    @Test(arguments: WebViewPreset.allCases)
    func initialLoadIsNeverCancelled(preset: WebViewPreset) async {
        let chain = WebViewConfiguratorFactory.make(preset, context: Self.context).build().navigationChain
        for text in [
            "myapp://cart", "https://bank.example/3ds/x", "https://zhgchg.li/product/1", "https://zhgchg.li",
            "about:blank",
        ] {
            #expect(await chain.decide(Self.initialLoad(text)).decision == .allow, "\(text)")
        }
    }
}
