/// The last link of every chain: allows or cancels by the content's trust, and always decides.
///
/// `javascript:`, `data:`, `file:`, `blob:` and `vbscript:` URLs are never followed, whatever the trust: even a
/// trusted page (a payment provider's, in the payment preset) has no reason to send the whole view to script or
/// to a local file, and a script it runs in place needs no navigation.
///
/// Untrusted content must not navigate on its own. It is cancelled for: no URL; new windows; subframe navigations; navigations that target a named
/// frame (an iframe aiming at `_top`); anything not started by a user gesture; form submissions; schemes other
/// than http(s). What remains, a reader's click on an http(s) link in the main frame, is allowed.
/// Trusted content (the app's own pages) is allowed, as in the seed.
public struct DefaultNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `default`.
    public let name = "default"
    /// The content's trust, which decides what is allowed.
    public let trust: ContentTrust

    /// A handler for content of the given trust.
    public init(trust: ContentTrust) {
        self.trust = trust
    }

    /// URL schemes that run or smuggle content instead of navigating.
    public static let forbiddenSchemes: Set<String> = ["javascript", "data", "file", "blob", "vbscript"]

    /// Allows or cancels the navigation, with the reason; never passes.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        let scheme = action.url?.scheme?.lowercased() ?? ""
        if Self.forbiddenSchemes.contains(scheme) {
            return .decide(.cancel, reason: "\(scheme): URLs are never followed")
        }
        if trust == .trusted { return .decide(.allow, reason: "trusted content") }
        guard action.url != nil else { return .decide(.cancel, reason: "no URL") }
        if action.kind == .newWindow { return .decide(.cancel, reason: "untrusted content may not open windows") }
        if !action.isMainFrame { return .decide(.cancel, reason: "untrusted content may not navigate frames") }
        if let target = action.targetFrameName, !target.isEmpty {
            return .decide(.cancel, reason: "untrusted content may not target frame \"\(target)\"")
        }
        if !action.isUserGesture { return .decide(.cancel, reason: "not started by the reader") }
        if action.kind == .formSubmitted || action.kind == .formResubmitted {
            return .decide(.cancel, reason: "untrusted content may not submit forms")
        }
        guard scheme == "http" || scheme == "https" else {
            return .decide(.cancel, reason: "scheme \"\(scheme)\" is not followed from untrusted content")
        }
        return .decide(.allow, reason: "a link the reader clicked")
    }
}
