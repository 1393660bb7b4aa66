public import Foundation

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
