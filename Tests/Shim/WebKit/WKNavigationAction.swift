import Foundation

/// https://developer.apple.com/documentation/webkit/wknavigationaction
@MainActor open class WKNavigationAction: NSObject {
    private let url: URL?
    private let target: WKFrameInfo?
    private let source: WKFrameInfo
    private let type: WKNavigationType

    init(url: URL?, targetFrame: WKFrameInfo?, sourceFrame: WKFrameInfo, navigationType: WKNavigationType) {
        self.url = url
        target = targetFrame
        source = sourceFrame
        type = navigationType
    }

    /// https://developer.apple.com/documentation/webkit/wknavigationaction/request
    open var request: URLRequest { URLRequest(url: url ?? URL(string: "about:blank")!) }

    /// https://developer.apple.com/documentation/webkit/wknavigationaction/targetframe
    ///
    /// nil for a navigation that opens a new window.
    open var targetFrame: WKFrameInfo? { target }

    /// https://developer.apple.com/documentation/webkit/wknavigationaction/navigationtype
    open var navigationType: WKNavigationType { type }

    /// https://developer.apple.com/documentation/webkit/wknavigationaction/sourceframe
    ///
    /// Declared non-null, yet WebKit hands over none for a load the app started (`load`, `loadHTMLString`): the
    /// shim gives ``WKFrameInfo/messagedNil`` there, what Swift reads from that nil.
    open var sourceFrame: WKFrameInfo { source }
}
