public import Foundation

/// Opens the app's deeplinks: the app injects its own (the seed's `DeepLinkManager`).
public protocol DeeplinkOpener: Sendable {
    /// Whether the app can open `url` itself; only then is the navigation routed to it.
    func canOpen(_ url: URL) async -> Bool
}

/// A ``DeeplinkOpener`` that accepts URLs of the app's own custom schemes (`myapp://…`).
public struct SchemeDeeplinkOpener: DeeplinkOpener {
    /// Lowercased schemes the app owns.
    public let schemes: Set<String>

    /// An opener for `schemes`, compared case-insensitively.
    public init(schemes: some Sequence<String>) {
        self.schemes = Set(schemes.map { $0.lowercased() })
    }

    /// Whether `url` has one of the app's schemes.
    public func canOpen(_ url: URL) async -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return schemes.contains(scheme)
    }
}
