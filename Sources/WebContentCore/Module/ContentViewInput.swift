/// What the Presenter asks of the View.
@MainActor
public protocol ContentViewInput: AnyObject {
    /// Sets the View up (attaches the web presentation); called once by the Presenter.
    func setupInitialState()
    /// The content size the View's web presentation measured last.
    func obtainCurrentContentSize() -> ContentSize
    /// The title of the page the View's web presentation shows, when it has one.
    func obtainCurrentTitle() -> String?
    /// Shows the content at `height` CSS pixels: the height the Presenter reports to the module's owner, so a
    /// self-sizing View (a cell, a GTK widget) asks for exactly what the owner is told.
    func displayContentHeight(_ height: Double)
}

/// What the View tells the Presenter.
@MainActor
public protocol ContentViewOutput: AnyObject {
    /// The reader asked for another remote-content policy (a "Load remote images" button in the View).
    func didTriggerRemoteContentPolicyChange(_ policy: RemoteContentPolicy)
    func didTriggerTapEvent(_ tap: ContentTap, generation: RenderGeneration)
    func didTriggerContentSizeChange(_ size: ContentSize, generation: RenderGeneration)
    func didTriggerTitleChange(_ title: String?)
    func didTriggerRouteRequest(_ route: NavigationRoute)
}
