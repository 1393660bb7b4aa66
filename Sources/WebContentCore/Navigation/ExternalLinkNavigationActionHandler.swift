/// Sends http(s) links the reader clicked in content to the system browser, instead of replacing the content.
public struct ExternalLinkNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `external-link`.
    public let name = "external-link"

    /// The handler; it needs no configuration.
    public init() {}

    /// Routes an http(s) link the reader clicked to the browser; passes everything else.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isUserGesture,
            action.kind == .linkActivated || action.kind == .newWindow || action.kind == .other,
            action.isMainFrame || action.kind == .newWindow,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return .pass }
        return .decide(.route(.browser(url)), reason: "a link the reader clicked opens in the browser")
    }
}
