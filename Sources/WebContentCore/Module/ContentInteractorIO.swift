/// What the Presenter asks of the Interactor.
@MainActor
public protocol ContentInteractorInput: AnyObject {
    /// Renders `document` from scratch, dropping whatever the previous content still reports.
    func renderContent(_ document: ContentDocument)
    /// The generation of the content being rendered now.
    var currentGeneration: RenderGeneration { get }
}

/// What the Interactor tells the Presenter.
@MainActor
public protocol ContentInteractorOutput: AnyObject {
    func didCompleteRenderingContent(_ report: RenderReport, generation: RenderGeneration)
    func didFailRenderingContent(_ error: WebEngineError, generation: RenderGeneration)
    /// The web process died and the Interactor is rendering the kept content again.
    func didStartRecovering(from reason: WebProcessTerminationReason)
}
