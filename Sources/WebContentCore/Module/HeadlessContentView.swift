/// A View with no screen: the module's View for the command line, benchmarks and tests.
///
/// An app's View (a table cell, a SwiftUI host) does the same: forward what its web presentation reports to
/// the Presenter, and answer the Presenter's questions from it. Content enters through ``ContentModule``; a
/// View of the app's own may hand it in as the seed's cell does (``ContentViewOutput``).
@MainActor
public final class HeadlessContentView: ContentViewInput, WebPresentationDelegate {
    public var output: (any ContentViewOutput)?
    public let webPresentation: any WebPresentation

    public init(webPresentation: any WebPresentation) {
        self.webPresentation = webPresentation
    }

    public func setupInitialState() {
        webPresentation.presentationDelegate = self
    }

    public func obtainCurrentContentSize() -> ContentSize {
        webPresentation.contentSize
    }

    public func obtainCurrentTitle() -> String? {
        webPresentation.title
    }

    /// No screen to size.
    public func displayContentHeight(_ height: Double) {}

    public func webPresentation(
        _ presentation: any WebPresentation, didTap tap: ContentTap, generation: RenderGeneration
    ) {
        output?.didTriggerTapEvent(tap, generation: generation)
    }

    public func webPresentation(
        _ presentation: any WebPresentation, didChangeContentSize size: ContentSize, generation: RenderGeneration
    ) {
        output?.didTriggerContentSizeChange(size, generation: generation)
    }

    public func webPresentation(_ presentation: any WebPresentation, didChangeTitle title: String?) {
        output?.didTriggerTitleChange(title)
    }

    public func webPresentation(_ presentation: any WebPresentation, didRequestRoute route: NavigationRoute) {
        output?.didTriggerRouteRequest(route)
    }
}
