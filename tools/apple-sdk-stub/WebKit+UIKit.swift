// The iOS side of the WebKit stub, compiled only in check.sh's UIKit pass (`-D STUB_UIKIT`): what Apple's iOS SDK
// declares and its macOS SDK does not. Signatures as in Apple's documentation for iOS 17 with Xcode 26; the
// optional delegate methods are required in WebKit.swift's WKUIDelegate, as there.
#if STUB_UIKIT
// https://developer.apple.com/documentation/webkit/wkwebview: a UIView on iOS. What it has alike with the macOS one is
// in WebKit.swift's extension of WKWebView (a class cannot change its superclass under `#if`); here, what differs:
// no `allowsMagnification` (macOS only), `scrollView`, and UIImage snapshots.
@MainActor open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    // https://developer.apple.com/documentation/webkit/wkwebview/allowslinkpreview
    open var allowsLinkPreview = true
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    // https://developer.apple.com/documentation/webkit/wkwebview/scrollview
    open var scrollView: UIScrollView { UIScrollView(frame: .zero) }
    open func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?, completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void) {}
    open func takeSnapshot(configuration snapshotConfiguration: WKSnapshotConfiguration?) async throws -> UIImage { UIImage() }
}

// https://developer.apple.com/documentation/webkit/wkcontextmenuelementinfo
@MainActor open class WKContextMenuElementInfo: NSObject {
    // https://developer.apple.com/documentation/webkit/wkcontextmenuelementinfo/linkurl
    open var linkURL: URL? { nil }
}
// https://developer.apple.com/documentation/webkit/wkdatadetectortypes
public struct WKDataDetectorTypes: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let phoneNumber = Self(rawValue: 1), link = Self(rawValue: 2), address = Self(rawValue: 4), all = Self(rawValue: ~0) }
extension WKWebViewConfiguration {
    // https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/ignoresviewportscalelimits
    public var ignoresViewportScaleLimits: Bool { get { false } set {} }
    // https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/datadetectortypes
    public var dataDetectorTypes: WKDataDetectorTypes { get { [] } set {} }
}
#endif
