import Foundation

/// A navigation the page is about to make, as every engine reports it.
public struct NavigationAction: Hashable, Sendable {
    /// How the navigation started.
    public enum Kind: String, Hashable, Sendable, Codable {
        case linkActivated, formSubmitted, backForward, reload, formResubmitted, newWindow, other
    }

    public var url: URL?
    public var kind: Kind
    /// Whether a user gesture (a tap or a click) started it.
    public var isUserGesture: Bool
    /// Whether it targets the top frame; false for iframes.
    public var isMainFrame: Bool
    /// The load of our own content (the composed page), which no handler may cancel.
    public var isInitialLoad: Bool
    public var targetFrameName: String?

    public init(
        url: URL?, kind: Kind, isUserGesture: Bool = false, isMainFrame: Bool = true,
        isInitialLoad: Bool = false, targetFrameName: String? = nil
    ) {
        self.url = url
        self.kind = kind
        self.isUserGesture = isUserGesture
        self.isMainFrame = isMainFrame
        self.isInitialLoad = isInitialLoad
        self.targetFrameName = targetFrameName
    }
}

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

/// What happens to a navigation.
public enum NavigationDecision: Hashable, Sendable {
    case allow
    case cancel
    /// Cancel, and send the reader to the route instead.
    case route(NavigationRoute)
}

/// Which handler decided, and why: every decision carries one, for logs and tests.
public struct NavigationTrace: Hashable, Sendable {
    public var handler: String
    public var reason: String

    public init(handler: String, reason: String) {
        self.handler = handler
        self.reason = reason
    }
}

/// A decision with its trace.
public struct NavigationVerdict: Hashable, Sendable {
    public var decision: NavigationDecision
    public var trace: NavigationTrace

    public init(decision: NavigationDecision, trace: NavigationTrace) {
        self.decision = decision
        self.trace = trace
    }
}
