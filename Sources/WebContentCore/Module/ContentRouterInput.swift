import Foundation

/// Where taps and routed navigations go: the app's screens. The app implements it.
@MainActor
public protocol ContentRouterInput: AnyObject {
    func showBrowserModule(with url: URL)
    func showFullscreenImageModule(with imageURL: URL)
    func showEmbedModule(kind: EmbedKind, url: URL)
    func showNativeScreen(named screen: String, parameters: [String: String], url: URL)
    func openDeeplink(_ url: URL)
}
