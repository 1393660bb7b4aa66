package import WebContentCore

/// What a ``WebViewConfiguration`` asks of an engine's own settings, decided here once: each adapter only copies
/// the fields onto its engine (WKWebViewConfiguration and WKPreferences, WebKitSettings).
///
/// Everything a hostile page could use to leave the view or outlive it stays off on every engine; what the
/// content itself may do follows its trust.
package struct EngineSettings: Hashable, Sendable {
    /// The view's height before any content is measured, in CSS pixels: a private window's, a new web view's.
    package static let initialHeight = 600.0
    /// How long a load may take before it fails with a timeout, until the engine's owner sets another.
    package static let loadTimeout = Duration.seconds(30)

    /// Page scripts run: trusted content only.
    ///
    /// The isolated world's scripts (the package's own) run either way.
    package var runsPageScripts: Bool
    /// The document may use local storage, for the session only (nothing persists on disk): trusted content only.
    package var allowsLocalStorage: Bool
    /// The reader may zoom (pinch, ctrl+scroll, macOS magnification); off, any zoom snaps back to 100 %.
    package var allowsZoom: Bool
    /// A script may open a window without the reader: never (a new-window navigation goes to the chain instead).
    package var scriptsOpenWindows = false

    /// Whether WebKit's own link previews stay on, where the adapter shows its own long-press link menu
    /// (`hasLinkMenu`, ``LinkContextMenu``) or not.
    ///
    /// A preview would load an untrusted link outside the navigation chain and the page's CSP, so they are off.
    /// Except under a link menu: WebKit asks its UI delegate for the long-press menu only while previews are on
    /// (iOS), and the menu it then gets has no page preview and opens links through the chain; off, WebKit would
    /// show its older action sheet, whose Open the chain would see as a navigation the content made.
    package static func allowsLinkPreview(hasLinkMenu: Bool) -> Bool { hasLinkMenu }

    /// The settings `configuration` means.
    package init(_ configuration: WebViewConfiguration) {
        runsPageScripts = configuration.trust == .trusted
        allowsLocalStorage = configuration.trust == .trusted
        allowsZoom = !configuration.disablesZoom
    }
}
