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

    private var waiter: CheckedContinuation<Result<ContentRenderResult, WebEngineError>, Never>?

    init(view: HeadlessContentView, presenter: ContentPresenter, interactor: ContentInteractor,
         engine: any WebEngine & WebPresentation) {
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.engine = engine
    }

    public func render(_ document: ContentDocument) {
        finishWaiter(.failure(.superseded))
        heights = []
        view.show(document)
    }

    /// Renders `document` and returns when every render step is accounted for, or the render failed.
    public func renderAndWait(_ document: ContentDocument) async -> Result<ContentRenderResult, WebEngineError> {
        await withCheckedContinuation { continuation in
            finishWaiter(.failure(.superseded))
            // Set before showing: a document the composer refuses fails synchronously.
            waiter = continuation
            heights = []
            view.show(document)
        }
    }

    private func finishWaiter(_ result: Result<ContentRenderResult, WebEngineError>) {
        let waiting = waiter
        waiter = nil
        waiting?.resume(returning: result)
    }

    public func contentModule(didUpdateContentHeight height: Double) {
        heights.append(height)
        output?.contentModule(didUpdateContentHeight: height)
    }

    public func contentModule(didFinishRendering result: ContentRenderResult) {
        output?.contentModule(didFinishRendering: result)
        finishWaiter(.success(result))
    }

    public func contentModule(didFail error: WebEngineError) {
        output?.contentModule(didFail: error)
        finishWaiter(.failure(error))
    }

    public func contentModule(didChangeTitle title: String?) {
        output?.contentModule(didChangeTitle: title)
    }
}
