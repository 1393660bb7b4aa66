import Foundation
import WebContentCore

/// A router spy: records every screen the module asked for, as readable lines.
@MainActor
public final class RecordingRouter: ContentRouterInput {
    public private(set) var calls: [String] = []

    public init() {}

    public func showBrowserModule(with url: URL) { calls.append("browser \(url.absoluteString)") }
    public func showFullscreenImageModule(with imageURL: URL) { calls.append("image \(imageURL.absoluteString)") }
    public func showEmbedModule(kind: EmbedKind, url: URL) {
        calls.append("embed \(kind.rawValue) \(url.absoluteString)")
    }
    public func showNativeScreen(named screen: String, parameters: [String: String], url: URL) {
        let pairs = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        calls.append("native \(screen) \(pairs.joined(separator: ","))")
    }
    public func openDeeplink(_ url: URL) { calls.append("deeplink \(url.absoluteString)") }
    public func showLinkConfirmation(for url: URL, risks: [LinkRisk]) {
        calls.append("confirm \(url.absoluteString) \(risks.map(\.rawValue).joined(separator: ","))")
    }
}
