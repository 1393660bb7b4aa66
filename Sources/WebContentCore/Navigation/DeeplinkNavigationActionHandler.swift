/// Routes navigations the app's ``DeeplinkOpener`` accepts to it; passes everything else.
///
/// It asks the opener first and passes when the opener declines, so the chain's later handlers (and the
/// module's own load) are never cancelled by a link that is not a deeplink.
public struct DeeplinkNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `deeplink`.
    public let name = "deeplink"
    /// The app's opener, asked whether it accepts each URL.
    public let opener: any DeeplinkOpener
    /// Untrusted content may only reach a deeplink through the reader's own tap; a payment page's automatic
    /// return redirect needs `false`.
    public let requiresUserGesture: Bool

    /// A handler asking `opener`; with `requiresUserGesture`, only the reader's own taps reach it.
    public init(opener: any DeeplinkOpener, requiresUserGesture: Bool = true) {
        self.opener = opener
        self.requiresUserGesture = requiresUserGesture
    }

    /// Routes a main-frame navigation to the deeplink when the opener accepts it; passes otherwise.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isMainFrame else { return .pass }
        if requiresUserGesture && !action.isUserGesture { return .pass }
        guard await opener.canOpen(url) else { return .pass }
        return .decide(
            .route(.deeplink(url)), reason: "the deeplink opener accepts \(url.scheme ?? "")://\(url.host ?? "")")
    }
}
