/// A View with no screen: the module's View for the command line, benchmarks and tests.
///
/// An app's View (a table cell, a SwiftUI host) does the same: forward what its web presentation reports to
/// the Presenter, and answer the Presenter's questions from it.
@MainActor
public final class HeadlessContentView: ContentViewInput, WebPresentationDelegate {
    public var output: (any ContentViewOutput)?
    public let webPresentation: any WebPresentation
    public private(set) var isSetUp = false

    public init(webPresentation: any WebPresentation) {
        self.webPresentation = webPresentation
    }

    /// Hands raw HTML to the module, as a cell would when it is configured with an object.
    public func show(_ document: ContentDocument) {
        output?.didTriggerModuleSetupEvent(with: document)
    }

    /// Hands the reader's choice of remote-content policy to the module, as a "Load remote images" button would.
    public func setRemoteContentPolicy(_ policy: RemoteContentPolicy) {
        output?.didTriggerRemoteContentPolicyChange(policy)
    }

    public func setupInitialState() {
        webPresentation.presentationDelegate = self
        isSetUp = true
    }

    public func obtainCurrentContentSize() -> ContentSize {
        webPresentation.contentSize
    }

    public func obtainCurrentTitle() -> String? {
        webPresentation.title
    }

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
