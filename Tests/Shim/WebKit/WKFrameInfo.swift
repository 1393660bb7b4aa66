import Foundation

/// https://developer.apple.com/documentation/webkit/wknavigation
@MainActor open class WKNavigation: NSObject {}

/// https://developer.apple.com/documentation/webkit/wkwindowfeatures
@MainActor open class WKWindowFeatures: NSObject {}

/// https://developer.apple.com/documentation/webkit/wkframeinfo
@MainActor open class WKFrameInfo: NSObject {
    private let mainFrame: Bool

    package init(isMainFrame: Bool) { mainFrame = isMainFrame }

    /// https://developer.apple.com/documentation/webkit/wkframeinfo/ismainframe
    open var isMainFrame: Bool { mainFrame }

    /// What Swift code reads from the `nil` that WebKit hands over where the SDK declares a frame non-null
    /// (`WKNavigationAction.sourceFrame` of a load the app started): every property is zero, as a message to
    /// `nil` answers in Objective-C. Swift cannot hold a `nil` of a non-optional type, so the shim gives this.
    static let messagedNil = WKFrameInfo(isMainFrame: false)
}
