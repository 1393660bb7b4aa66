/// Sends payment verification pages (two-factor, 3-D Secure) to the native verification screen.
///
/// It decides only for URLs its verification routes match, by host and path, and passes everything else: a
/// handler that cancelled every navigation would also cancel the module's own content. Payment providers redirect
/// without a user gesture, so gestures are not required; subframes (provider widgets) are left alone.
public struct PaymentNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `payment`.
    public let name = "payment"
    /// The verification pages; a match routes to the native screen named by the matching rule.
    public let verificationRoutes: RouteTable

    /// A handler for `verificationRoutes`; by default `/payment/verify/**` and `/3ds/**` over https.
    public init(verificationRoutes: RouteTable = Self.defaultVerificationRoutes) {
        self.verificationRoutes = verificationRoutes
    }

    /// `/payment/verify/**` and `/3ds/**` on any https host, routed to `paymentVerification`.
    public static let defaultVerificationRoutes: RouteTable = {
        do {
            return try RouteTable(rules: [
                RouteRule(name: "paymentVerification", pattern: "/payment/verify/**", schemes: ["https"]),
                RouteRule(name: "paymentVerification", pattern: "/3ds/**", schemes: ["https"]),
            ])
        } catch {
            preconditionFailure("built-in payment routes are invalid: \(error)")
        }
    }()

    /// Routes a main-frame verification page to its native screen; passes everything else.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isMainFrame, let match = verificationRoutes.match(url) else { return .pass }
        return .decide(
            .route(.native(screen: match.name, parameters: match.parameters, url: url)),
            reason: "payment verification page (rule \(match.ruleIndex))")
    }
}
