public import WebContentCore

/// Records what an engine tells its delegates: terminations, taps (with their generations), sizes, titles, routes.
///
/// Every engine's tests set it as the engine and presentation delegate to see what the adapter reported.
@MainActor
public final class SpyEngineDelegate: WebEngineDelegate, WebPresentationDelegate {
    /// Every web-process termination, in order.
    public var terminations: [WebProcessTerminationReason] = []
    /// Every tap, in order.
    public var taps: [ContentTap] = []
    /// The generation each tap arrived with, in the order of ``taps``.
    public var tapGenerations: [RenderGeneration] = []
    /// Every content size reported, in order.
    public var sizes: [ContentSize] = []
    /// Every title change, in order.
    public var titles: [String?] = []
    /// Every routed navigation, in order.
    public var routes: [NavigationRoute] = []

    /// A spy with nothing recorded.
    public init() {}

    /// Records the termination.
    public func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
    }

    /// Records the tap and its generation.
    public func webPresentation(
        _ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration
    ) {
        taps.append(tap)
        tapGenerations.append(generation)
    }

    /// Records the size.
    public func webPresentation(
        _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration
    ) { sizes.append(size) }

    /// Records the title.
    public func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?) {
        titles.append(title)
    }

    /// Records the route.
    public func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute) {
        routes.append(route)
    }
}
