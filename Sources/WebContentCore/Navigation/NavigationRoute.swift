public import Foundation
public import WebContentLinks

/// Where a cancelled navigation goes instead.
public enum NavigationRoute: Hashable, Sendable {
    /// A native screen found in the route table, with the parameters its pattern captured.
    case native(screen: String, parameters: [String: String], url: URL)
    /// The system browser.
    case browser(URL)
    /// The app's deeplink opener.
    case deeplink(URL)
    /// A screen that shows the reader where the link really goes and asks before opening it.
    case confirm(URL, risks: [LinkRisk])
}
