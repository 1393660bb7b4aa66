import Foundation

/// https://developer.apple.com/documentation/webkit/wkwebsitedatastore
@MainActor open class WKWebsiteDataStore: NSObject {
    /// Whether the store keeps its data on disk (WebKitGTK's default network session) or in memory only.
    let isPersistent: Bool

    init(persistent: Bool) { isPersistent = persistent }

    /// https://developer.apple.com/documentation/webkit/wkwebsitedatastore/nonpersistent()
    ///
    /// A new store each call, in memory only: an ephemeral WebKitGTK network session of its own.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}

/// https://developer.apple.com/documentation/webkit/wkwebpagepreferences
@MainActor open class WKWebpagePreferences: NSObject {
    public override init() {}

    /// https://developer.apple.com/documentation/webkit/wkwebpagepreferences/allowscontentjavascript
    ///
    /// False stops the page's own scripts; scripts the app injects or evaluates still run (WebKitGTK's
    /// `enable-javascript-markup`, which leaves script worlds and `evaluate_javascript` working likewise).
    open var allowsContentJavaScript = true
}

/// https://developer.apple.com/documentation/webkit/wkpreferences
@MainActor open class WKPreferences: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkpreferences/javascriptcanopenwindowsautomatically
    open var javaScriptCanOpenWindowsAutomatically = false
}

/// https://developer.apple.com/documentation/webkit/wkpdfconfiguration
@MainActor open class WKPDFConfiguration: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/webkit/wkpdfconfiguration/rect
    ///
    /// `.null` means the whole page.
    open var rect = CGRect.null
}

/// https://developer.apple.com/documentation/webkit/wksnapshotconfiguration
@MainActor open class WKSnapshotConfiguration: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/webkit/wksnapshotconfiguration/rect
    ///
    /// `.null` means the view's bounds.
    open var rect = CGRect.null
    /// https://developer.apple.com/documentation/webkit/wksnapshotconfiguration/afterscreenupdates
    open var afterScreenUpdates = true
}
