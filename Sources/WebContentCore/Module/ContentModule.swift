/// An assembled content module: its input, an async render, and the output it relays to its owner.
@MainActor
public final class ContentModule: ContentModuleInput, ContentModuleOutput {
    public let view: HeadlessContentView
    public let presenter: ContentPresenter
    public let interactor: ContentInteractor
    public let engine: any WebEngine & WebPresentation
    /// The owner's output; every event is relayed to it.
    public weak var output: (any ContentModuleOutput)?
    /// Every height the module reported for the current content, in order.
    public private(set) var heights: [Double] = []

    /// The outcome of the current content's render, once it has one.
    public private(set) var latestResult: Result<ContentRenderResult, WebEngineError>?
    private var waiters: [CheckedContinuation<Result<ContentRenderResult, WebEngineError>, Never>] = []

    init(view: HeadlessContentView, presenter: ContentPresenter, interactor: ContentInteractor,
         engine: any WebEngine & WebPresentation) {
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.engine = engine
    }

    public func render(_ document: ContentDocument) {
        finish(.failure(.superseded))
        latestResult = nil
        heights = []
        view.show(document)
    }

    /// Renders `document` and returns when every render step is accounted for, or the render failed.
    public func renderAndWait(_ document: ContentDocument) async -> Result<ContentRenderResult, WebEngineError> {
        render(document)
        return await waitUntilRendered()
    }

    /// The remote-content policy the content renders under now.
    public var remoteContentPolicy: RemoteContentPolicy { interactor.remoteContentPolicy }

    /// Switches the remote-content policy through the View, as a "Load remote images" button does: the current
    /// content renders again under it, and its height and result reach the output like any render's.
    public func setRemoteContentPolicy(_ policy: RemoteContentPolicy) {
        if policy != interactor.remoteContentPolicy && interactor.hasContent {
            finish(.failure(.superseded))
            latestResult = nil
            heights = []
        }
        view.setRemoteContentPolicy(policy)
    }

    /// Switches the remote-content policy and returns the result of the content rendered again under it;
    /// nil when the module has no content yet (the policy applies to the first render).
    ///
    /// The same policy renders nothing again and returns the current content's result.
    public func setRemoteContentPolicyAndWait(
        _ policy: RemoteContentPolicy
    ) async -> Result<ContentRenderResult, WebEngineError>? {
        setRemoteContentPolicy(policy)
        guard interactor.hasContent else { return nil }
        return await waitUntilRendered()
    }

    /// Returns when the current content has rendered (after any recovery from a dead web process) or failed.
    public func waitUntilRendered() async -> Result<ContentRenderResult, WebEngineError> {
        if let latestResult { return latestResult }
        return await withCheckedContinuation { waiters.append($0) }
    }

    private func finish(_ result: Result<ContentRenderResult, WebEngineError>) {
        if case .success = result { latestResult = result }
        if case .failure(let error) = result, error != .superseded { latestResult = result }
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: result) }
    }

    public func contentModule(didUpdateContentHeight height: Double) {
        heights.append(height)
        output?.contentModule(didUpdateContentHeight: height)
    }

    public func contentModule(didFinishRendering result: ContentRenderResult) {
        output?.contentModule(didFinishRendering: result)
        finish(.success(result))
    }

    public func contentModule(didFail error: WebEngineError) {
        output?.contentModule(didFail: error)
        finish(.failure(error))
    }

    public func contentModule(didChangeTitle title: String?) {
        output?.contentModule(didChangeTitle: title)
    }
}
