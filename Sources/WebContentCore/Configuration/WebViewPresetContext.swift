public import Foundation
import Logging

/// What the presets need from the app: its deeplink opener, routes, home page and message sinks.
public struct WebViewPresetContext: Sendable {
    /// Decides which deeplinks the app can open, for the deeplink handler.
    public var deeplinkOpener: any DeeplinkOpener
    /// Native screens for links; none by default: routes are the app's to declare (`Examples/routes.json`).
    public var routes: RouteTable
    /// The page whose links switch to the home tab; nil for none.
    public var homeURL: URL?
    /// Payment verification pages, for the payment preset.
    public var paymentRoutes: RouteTable
    /// Receives the page strategy's messages.
    public var pageMessages: @Sendable (PageScriptMessageStrategy.Message) async -> Void
    /// Receives the user strategy's messages.
    public var userMessages: @Sendable (String) async -> Void

    /// A context; by default no deeplinks, no routes, no home page, and sinks that log.
    public init(
        deeplinkOpener: any DeeplinkOpener = SchemeDeeplinkOpener(schemes: []),
        routes: RouteTable = .empty,
        homeURL: URL? = nil,
        paymentRoutes: RouteTable = PaymentNavigationActionHandler.defaultVerificationRoutes,
        pageMessages: @escaping @Sendable (PageScriptMessageStrategy.Message) async -> Void = Self.logPageMessage,
        userMessages: @escaping @Sendable (String) async -> Void = Self.logUserMessage
    ) {
        self.deeplinkOpener = deeplinkOpener
        self.routes = routes
        self.homeURL = homeURL
        self.paymentRoutes = paymentRoutes
        self.pageMessages = pageMessages
        self.userMessages = userMessages
    }

    private static let logger = Logger(label: "WebContentKit.messages")

    /// The default page sink: logs, like the seed's `print`.
    @Sendable public static func logPageMessage(_ message: PageScriptMessageStrategy.Message) async {
        logger.info("page message", metadata: ["action": "\(message.action.rawValue)"])
    }

    /// The default user sink: logs the message's length, never its text (it comes from the page).
    @Sendable public static func logUserMessage(_ text: String) async {
        logger.info("user message", metadata: ["length": "\(text.count)"])
    }
}
