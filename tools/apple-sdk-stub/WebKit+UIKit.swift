// The iOS side of the WebKit stub, compiled only in check.sh's UIKit pass (`-D STUB_UIKIT`): what Apple's iOS SDK
// declares and its macOS SDK does not. Signatures as in Apple's documentation for iOS 17 with Xcode 26; the
// optional delegate methods are required in WebKit.swift's WKUIDelegate, as there.
#if STUB_UIKIT
// https://developer.apple.com/documentation/webkit/wkwebview: a UIView on iOS. The same members as the macOS one in
// WebKit.swift (a class cannot change its superclass under `#if`), less `allowsMagnification` (macOS only), with
// `scrollView` and UIImage snapshots.
@MainActor open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    // https://developer.apple.com/documentation/webkit/wkwebview/allowslinkpreview
    open var allowsLinkPreview = true
    open var title: String? { nil }
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var pageZoom: CGFloat = 1
    // https://developer.apple.com/documentation/webkit/wkwebview/scrollview
    open var scrollView: UIScrollView { UIScrollView(frame: .zero) }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { nil }
    open func stopLoading() {}
    // ObjC API
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {}
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any { 0 }
    open func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?, completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void) {}
    open func takeSnapshot(configuration snapshotConfiguration: WKSnapshotConfiguration?) async throws -> UIImage { UIImage() }
    // https://developer.apple.com/documentation/webkit/wkwebview/createpdf(configuration:completionhandler:)
    public func createPDF(configuration: WKPDFConfiguration = .init(), completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void) {}
    // WebKitSwiftOverlay.swift
    @preconcurrency public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld, completionHandler: (@MainActor (Result<Any, Error>) -> Void)? = nil) {}
    @preconcurrency public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld, completionHandler: (@MainActor (Result<Any, Error>) -> Void)? = nil) {}
    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld) async throws -> Any? { nil }
    public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld) async throws -> Any? { nil }
    // Darwin Foundation's NSObject.observe (a protocol extension on _KeyValueCodingAndObserving there).
    public func observe<Value>(_ keyPath: KeyPath<WKWebView, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (WKWebView, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation { NSKeyValueObservation() }
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
