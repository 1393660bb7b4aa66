import Foundation
import WebContentCore

/// Records every screen the module asked for.
@MainActor
final class SpyRouter: ContentRouterInput {
    var calls: [String] = []

    func showBrowserModule(with url: URL) { calls.append("browser \(url.absoluteString)") }
    func showFullscreenImageModule(with imageURL: URL) { calls.append("image \(imageURL.absoluteString)") }
    func showEmbedModule(kind: EmbedKind, url: URL) { calls.append("embed \(kind.rawValue) \(url.absoluteString)") }
    func showNativeScreen(named screen: String, parameters: [String: String], url: URL) {
        calls.append("native \(screen) \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))")
    }
    func openDeeplink(_ url: URL) { calls.append("deeplink \(url.absoluteString)") }
}

/// Records what the module told its owner.
@MainActor
final class SpyModuleOutput: ContentModuleOutput {
    var heights: [Double] = []
    var results: [ContentRenderResult] = []
    var failures: [WebEngineError] = []
    /// A look at the world at the moment rendering finished.
    var onFinish: (@MainActor () -> Void)?

    func contentModule(didUpdateContentHeight height: Double) { heights.append(height) }
    func contentModule(didFinishRendering result: ContentRenderResult) {
        results.append(result)
        onFinish?()
    }
    func contentModule(didFail error: WebEngineError) { failures.append(error) }
}

/// Waits until `condition` holds, polling; fails the wait after `timeout`.
@MainActor
func eventually(timeout: Duration = .seconds(5), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
