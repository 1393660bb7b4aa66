public import Foundation
public import WebContentLinks

/// Where taps and routed navigations go: the app's screens.
///
/// The app implements it.
@MainActor
public protocol ContentRouterInput: AnyObject {
    func showBrowserModule(with url: URL)
    func showFullscreenImageModule(with imageURL: URL)
    func showEmbedModule(kind: EmbedKind, url: URL)
    func showNativeScreen(named screen: String, parameters: [String: String], url: URL)
    func openDeeplink(_ url: URL)
    /// Asks the reader before opening a link that may deceive: show where it really goes and why it was held
    /// (WebContentLinks' `LinkRisk`); open it in the browser only if the reader confirms. No default: a router
    /// that forgot this must not open such links silently.
    func showLinkConfirmation(for url: URL, risks: [LinkRisk])
}
