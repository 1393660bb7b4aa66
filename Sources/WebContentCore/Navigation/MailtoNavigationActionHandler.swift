import Foundation

/// Sends `mailto:` links the reader clicked to the app's composer (its deeplink route), instead of refusing them
/// as a scheme untrusted content may not follow.
///
/// The address is shown to the reader before anything is written: a route, never a navigation of the content.
public struct MailtoNavigationActionHandler: NavigationActionHandler {
    /// The handler's name in verdicts and logs: `mailto`.
    public let name = "mailto"

    /// The handler; it needs no configuration.
    public init() {}

    /// Routes a `mailto:` link the reader clicked as a deeplink; passes everything else.
    public func handle(_ action: NavigationAction) async -> NavigationHandling {
        guard let url = action.url, action.isUserGesture, action.kind == .linkActivated,
            url.scheme?.lowercased() == "mailto"
        else { return .pass }
        return .decide(.route(.deeplink(url)), reason: "a mailto: link the reader clicked goes to the composer")
    }
}
