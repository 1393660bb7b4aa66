public import Foundation

/// A navigation the page is about to make, as every engine reports it.
public struct NavigationAction: Hashable, Sendable {
    /// How the navigation started.
    public enum Kind: String, Hashable, Sendable, Codable {
        case linkActivated, formSubmitted, backForward, reload, formResubmitted, newWindow, other
    }

    /// Where the navigation goes; nil when the engine reports no URL.
    public var url: URL?
    /// How the navigation started.
    public var kind: Kind
    /// Whether a user gesture (a tap or a click) started it.
    public var isUserGesture: Bool
    /// Whether it targets the top frame; false for iframes.
    public var isMainFrame: Bool
    /// The load of our own content (the composed page), which no handler may cancel.
    public var isInitialLoad: Bool
    /// The name of the frame it targets (`target="name"`), if any.
    public var targetFrameName: String?

    /// A navigation to `url`; by default a main-frame one without a user gesture.
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
