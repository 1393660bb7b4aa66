import ArgumentParser
import Foundation
import WebContentCore

/// `webcontent decide`: runs a preset's navigation chain on URLs, one JSON line per URL.
struct DecideCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide",
        abstract: "Decide what happens when the reader clicks each URL in loaded content.",
        discussion: """
            Each URL is treated as a link the user clicked in the main frame of loaded content. Prints one JSON \
            line per URL: {"url", "decision": "allow"|"cancel", "handler", "route", "params", "target": \
            "native"|"browser"|"deeplink"|"confirm"|null, "risks": [...]}. A link whose address may deceive \
            (user information, an IP address, punycode, mixed scripts, bidi controls) has target "confirm": \
            the app asks the reader first. A bad route file exits with status 2 and names the bad rule.
            """)

    @Option(name: .long, help: "Configuration preset.")
    var preset: WebViewPreset = .default

    @Option(name: .long, help: ArgumentHelp(Self.routesHelp))
    var routes: String?

    /// What `--routes` takes and what routes without it, read from the tables the presets use (so it cannot drift).
    static var routesHelp: String {
        let payment = PaymentNavigationActionHandler.defaultVerificationRoutes.rules
        let names = Set(payment.map(\.name)).sorted().joined(separator: ", ")
        let patterns = payment.map(\.pattern).joined(separator: " and ")
        let schemes = Set(payment.flatMap { $0.schemes ?? RouteRule.defaultSchemes }).sorted().joined(separator: ", ")
        return "Route table JSON: {\"routes\":[{\"name\",\"pattern\",\"hosts\",\"schemes\"}]}. Default: an empty "
            + "table, so no link goes to a native screen. Apart from it, --preset payment routes its built-in "
            + "verification pages (\(patterns) on any \(schemes) host) to \(names). Examples/routes.json is a sample "
            + "table (product and shop routes)."
    }

    @Option(name: .long, help: "A URL scheme the app opens as a deeplink (repeatable).")
    var deeplinkScheme: [String] = []

    @Option(name: .long, help: "The home page whose links switch to the home tab.")
    var homeURL: String?

    @Argument(help: "URLs to decide.")
    var urls: [String]

    func validate() throws {
        guard !urls.isEmpty else { throw ValidationError("give at least one URL") }
        if let bad = urls.first(where: { URL(string: $0) == nil }) {
            throw ValidationError("not a URL: \(bad)")
        }
        if let homeURL, URL(string: homeURL) == nil { throw ValidationError("--home-url is not a URL: \(homeURL)") }
    }

    func run() async throws {
        var context = WebViewPresetContext(
            deeplinkOpener: SchemeDeeplinkOpener(schemes: deeplinkScheme),
            homeURL: homeURL.flatMap(URL.init(string:)))
        if let routes { context.routes = try RouteFile.load(routes, command: "decide") }
        let chain = WebViewConfiguratorFactory.make(preset, context: context).build().navigationChain
        for text in urls {
            let action = NavigationAction(
                url: URL(string: text), kind: .linkActivated, isUserGesture: true, isMainFrame: true)
            let verdict = await chain.decide(action)
            print(DecisionLine(url: text, verdict: verdict).json)
        }
    }
}
