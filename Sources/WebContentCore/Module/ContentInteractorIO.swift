/// What the Presenter asks of the Interactor.
@MainActor
public protocol ContentInteractorInput: AnyObject {
    /// Renders `document` from scratch, dropping whatever the previous content still reports.
    func renderContent(_ document: ContentDocument)
    /// The generation of the content being rendered now.
    var currentGeneration: RenderGeneration { get }
    /// The remote-content policy content renders under now.
    var remoteContentPolicy: RemoteContentPolicy { get }
    /// Whether the Interactor holds content (so a policy change renders it again).
    var hasContent: Bool { get }
    /// Switches the remote-content policy; the current content, if any, renders again under the new one.
    func setRemoteContentPolicy(_ policy: RemoteContentPolicy)
}

/// What the Interactor tells the Presenter.
@MainActor
public protocol ContentInteractorOutput: AnyObject {
    func didCompleteRenderingContent(_ report: RenderReport, generation: RenderGeneration)
    func didFailRenderingContent(_ error: WebEngineError, generation: RenderGeneration)
    /// The web process died and the Interactor is rendering the kept content again.
    func didStartRecovering(from reason: WebProcessTerminationReason)
}
