public import Foundation

/// An assembled content module: its input, an async render, and the output it relays to its owner.
@MainActor
public final class ContentModule: ContentModuleInput, ContentModuleOutput {
    /// The module's View: headless, or the app's own (a GTK widget, a cell).
    public let view: any ContentViewInput
    /// The Presenter: it owns which render is current.
    public let presenter: ContentPresenter
    /// The Interactor: it renders in the engine and keeps the current document.
    public let interactor: ContentInteractor
    /// The engine the content renders in.
    public let engine: any WebEngine & WebPresentation
    /// The owner's output; every event is relayed to it.
    public weak var output: (any ContentModuleOutput)?

    /// The outcome of the current content's render, once it has one.
    public private(set) var latestResult: Result<ContentRenderResult, WebContentError>?
    private var waiters: [CheckedContinuation<Result<ContentRenderResult, WebContentError>, Never>] = []

    init(
        view: any ContentViewInput, presenter: ContentPresenter, interactor: ContentInteractor,
        engine: any WebEngine & WebPresentation
    ) {
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.engine = engine
    }

    /// Renders `document`; its height and result reach the output, and any wait for the previous content ends.
    public func render(_ document: ContentDocument) {
        supersedeWaiters()
        presenter.render(document)
    }

    /// Renders `document` under what `remoteContent` allows for it (such as a message's trust decision).
    public func render(_ document: ContentDocument, remoteContent: RemoteContentGrant) {
        supersedeWaiters()
        presenter.render(document, remoteContent: remoteContent)
    }

    /// Renders `document` and returns when every render step is accounted for, or the render failed.
    public func renderAndWait(_ document: ContentDocument) async -> Result<ContentRenderResult, WebContentError> {
        render(document)
        return await waitUntilRendered()
    }

    /// Renders `document` under `remoteContent` and returns when every step is accounted for, or it failed.
    public func renderAndWait(
        _ document: ContentDocument, remoteContent: RemoteContentGrant
    ) async -> Result<ContentRenderResult, WebContentError> {
        render(document, remoteContent: remoteContent)
        return await waitUntilRendered()
    }

    /// The remote-content policy the content renders under now.
    public var remoteContentPolicy: RemoteContentPolicy { interactor.remoteContentPolicy }

    /// Applies a remote-content grant (its policy, origins and withheld inline images), as a "Load remote images"
    /// button does: the current content renders again under it, and its height and result reach the output like
    /// any render's.
    @discardableResult
    public func setRemoteContent(_ grant: RemoteContentGrant) -> Bool {
        let renders = presenter.setRemoteContent(grant)
        if renders { supersedeWaiters() }
        return renders
    }

    /// Switches the remote-content policy and returns the result of the content rendered again under it;
    /// nil when the module has no content yet (the policy applies to the first render).
    ///
    /// The same policy renders nothing again and returns the current content's result.
    public func setRemoteContentPolicyAndWait(
        _ policy: RemoteContentPolicy
    ) async -> Result<ContentRenderResult, WebContentError>? {
        setRemoteContentPolicy(policy)
        guard interactor.currentDocument != nil else { return nil }
        return await waitUntilRendered()
    }

    /// Returns when the current content has rendered (after any recovery from a dead web process) or failed.
    public func waitUntilRendered() async -> Result<ContentRenderResult, WebContentError> {
        if let latestResult { return latestResult }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// A PNG image of the content on screen: the whole document, cropped to the content's measured height.
    ///
    /// Throws ``WebContentError/invalidInput(_:)`` before any content, ``WebContentError/engineClosed`` after
    /// ``close()``, or the engine's error.
    public func snapshotPNG() async throws -> Data {
        try await interactor.snapshotPNG()
    }

    /// Closes the module's engine: its view and page go.
    ///
    /// Whoever waits for a render hears ``WebContentError/engineClosed``, and later renders fail with it. Idempotent.
    public func close() async {
        latestResult = .failure(.engineClosed)
        resume(.failure(.engineClosed))
        await presenter.close()
    }

    /// A new render starts: whoever waits for the old one hears it was superseded.
    private func supersedeWaiters() {
        latestResult = nil
        resume(.failure(.superseded))
    }

    private func resume(_ result: Result<ContentRenderResult, WebContentError>) {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: result) }
    }

    /// Relays the new content height to the owner.
    public func contentModule(didUpdateContentHeight height: Double) {
        output?.contentModule(didUpdateContentHeight: height)
    }

    /// Relays the result to the owner and to whoever waits for it.
    public func contentModule(didFinishRendering result: ContentRenderResult) {
        output?.contentModule(didFinishRendering: result)
        latestResult = .success(result)
        resume(.success(result))
    }

    /// Relays the failure to the owner and to whoever waits for the render.
    public func contentModule(didFail error: WebContentError) {
        output?.contentModule(didFail: error)
        latestResult = .failure(error)
        resume(.failure(error))
    }

    /// Relays the host title to the owner.
    public func contentModule(didChangeTitle title: String?) {
        output?.contentModule(didChangeTitle: title)
    }
}
