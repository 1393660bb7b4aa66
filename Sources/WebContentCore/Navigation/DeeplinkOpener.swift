public import Foundation

/// Opens the app's deeplinks: the app injects its own (the seed's `DeepLinkManager`).
public protocol DeeplinkOpener: Sendable {
    /// Whether the app can open `url` itself; only then is the navigation routed to it.
    func canOpen(_ url: URL) async -> Bool
}
