/// A View with no screen: the module's View for the command line, benchmarks and tests.
///
/// An app's View (a table cell, a SwiftUI host) does the same: forward what its web presentation reports to
/// the Presenter, and answer the Presenter's questions from it. Content enters through ``ContentModule``; a
/// View of the app's own may hand it in as the seed's cell does (``ContentViewOutput``).
@MainActor
public final class HeadlessContentView: ContentViewInput, WebPresentationDelegate {
    /// The Presenter, told what the web presentation reports.
    public var output: (any ContentViewOutput)?
    /// The engine's presentation side, whose events the View forwards.
    public let webPresentation: any WebPresentation

    /// A View over `webPresentation`.
    public init(webPresentation: any WebPresentation) {
        self.webPresentation = webPresentation
    }

    /// Becomes the web presentation's delegate.
    public func setupInitialState() {
        webPresentation.presentationDelegate = self
    }

    /// The content size the web presentation measured.
    public func obtainCurrentContentSize() -> ContentSize {
        webPresentation.contentSize
    }

    /// The page title the web presentation reports.
    public func obtainCurrentTitle() -> String? {
        webPresentation.title
    }

    /// No screen to size.
    public func displayContentHeight(_ height: Double) {}

    /// Forwards a tap to the Presenter.
    public func webPresentation(
        _ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration
    ) {
        output?.didTriggerTapEvent(tap, generation: generation)
    }

    /// Forwards a content size change to the Presenter.
    public func webPresentation(
        _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration
    ) {
        output?.didTriggerContentSizeChange(size, generation: generation)
    }

    /// Forwards a title change to the Presenter.
    public func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?) {
        output?.didTriggerTitleChange(title)
    }

    /// Forwards a routed navigation to the Presenter.
    public func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute) {
        output?.didTriggerRouteRequest(route)
    }
}
