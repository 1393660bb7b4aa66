import Foundation
import Testing
import WebContentCore

/// Records what the engine tells its delegates.
@MainActor
final class SpyDelegate: WebEngineDelegate, WebPresentationDelegate {
    var terminations: [WebProcessTerminationReason] = []
    var taps: [ContentTap] = []
    /// The generation each tap arrived with, in the order of ``taps``.
    var tapGenerations: [RenderGeneration] = []
    var sizes: [ContentSize] = []
    var titles: [String?] = []
    var routes: [NavigationRoute] = []

    func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
    }
    func webPresentation(_ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration) {
        taps.append(tap)
        tapGenerations.append(generation)
    }
    func webPresentation(
        _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration
    ) { sizes.append(size) }
    func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?) { titles.append(title) }
    func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute) {
        routes.append(route)
    }
}

/// Waits until `condition` holds or `timeout` passes; returns whether it held.
/// Waits until `condition` holds, polling; the default only catches a hang (see the conformance `eventually`).
@MainActor
func eventually(
    timeout: Duration = .seconds(30), _ condition: @MainActor () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}

/// Lets queued engine events drain (a fixed, short pause for "nothing more happens" checks).
func settle(_ duration: Duration = .milliseconds(300)) async {
    try? await Task.sleep(for: duration)
}
