/// Where this shim cannot do what Apple documents, because WebKitGTK does not tell or cannot do it. The one list
/// of such gaps: each is named by the shim where it applies, and a test that depends on one is marked
/// `withKnownIssue(ShimLimits.…)` instead of passing or failing silently.
package enum ShimLimits {
    /// WebKitGTK's navigation policy decisions do not say which frame started a navigation or which frame it
    /// targets (only a new window, and a target frame's name): the shim reports the main frame for both. An
    /// iframe's own navigation is reported as the main frame's.
    package static let frames = "WebKitGTK does not say which frame a navigation starts in or targets"

    /// Apple's WebKit hands over `nil` as `WKNavigationAction.sourceFrame` of a load the app started, though the SDK
    /// declares it non-null. Swift cannot hold that nil in a non-optional: the shim gives a frame whose every
    /// property is zero (`isMainFrame == false`), which is what a message to nil answers in Objective-C and what
    /// optimised Swift code reads (it may assume a non-optional is never nil).
    package static let sourceFrame = "a load the app started has no source frame"

    /// WebKitGTK does not tell a URI scheme handler that a request was cancelled: `webView(_:stop:)` comes when the
    /// app starts another load, stops loading, or the web process dies, never when WebKit drops one request.
    package static let schemeTaskStop = "WebKitGTK does not report cancelled scheme requests"

    /// Every shim web view lives in a shown GTK window, in an NSWindow or not: a windowless WKWebView on Apple is
    /// not visible (WebKit throttles its timers and animation frames), here it is.
    package static let alwaysShown = "every shim web view is shown"

    /// WebKitGTK has no link previews and no magnification gesture of its own: `allowsLinkPreview` and
    /// `allowsMagnification` are kept and change nothing. A `window.open` that the navigation delegate allowed
    /// gets no new view (WebKitGTK asks for one synchronously on its thread, where the main actor cannot answer),
    /// which is what the adapter's `createWebViewWith` answers anyway.
    package static let noUIGestures = "no link previews, magnification or new windows"
}
