public import Foundation
public import WebContentCore
public import WebContentLinks

/// A router spy: records every screen the module asked for, as readable lines.
@MainActor
public final class RecordingRouter: ContentRouterInput {
    /// Every call, in order, such as `browser https://example.com/`.
    public private(set) var calls: [String] = []

    /// A spy with nothing recorded.
    public init() {}

    /// Records `browser` and the URL.
    public func showBrowserModule(with url: URL) { calls.append("browser \(url.absoluteString)") }
    /// Records `image` and the image's URL.
    public func showFullscreenImageModule(with imageURL: URL) { calls.append("image \(imageURL.absoluteString)") }
    /// Records `embed`, the kind and the URL.
    public func showEmbedModule(kind: EmbedKind, url: URL) {
        calls.append("embed \(kind.rawValue) \(url.absoluteString)")
    }
    /// Records `native`, the screen and its parameters sorted by name.
    public func showNativeScreen(named screen: String, parameters: [String: String], url: URL) {
        let pairs = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        calls.append("native \(screen) \(pairs.joined(separator: ","))")
    }
    /// Records `deeplink` and the URL.
    public func openDeeplink(_ url: URL) { calls.append("deeplink \(url.absoluteString)") }
    /// Records `confirm`, the URL and its risks.
    public func showLinkConfirmation(for url: URL, risks: [LinkRisk]) {
        calls.append("confirm \(url.absoluteString) \(risks.map(\.rawValue).joined(separator: ","))")
    }
}
