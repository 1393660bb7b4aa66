import Foundation

/// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
///
/// Read once, when a WKWebView is made from it (WebKit copies the configuration then too).
@MainActor open class WKWebViewConfiguration: NSObject {
    public override init() {}

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/usercontentcontroller
    open var userContentController = WKUserContentController()

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/websitedatastore
    ///
    /// The default store keeps its data, as WebKit's `default()` store does.
    open var websiteDataStore = WKWebsiteDataStore(persistent: true)

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/seturlschemehandler(_:forurlscheme:)
    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme.lowercased()] = urlSchemeHandler
    }

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/defaultwebpagepreferences
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/preferences
    open var preferences = WKPreferences()

    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/mediatypesrequiringuseractionforplayback
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = []

    /// The handlers by scheme (WebKit compares schemes without case).
    var schemeHandlers: [String: any WKURLSchemeHandler] = [:]
}
