import Foundation

extension WebEngine {
    /// Loads `page` for `generation` and tells the engine delegate when it finished or failed.
    ///
    /// The seed's delegate flow, kept: callers that prefer async/await call ``loadHTML(_:baseURL:)``.
    @discardableResult
    public func load(_ page: ComposedPage, generation: RenderGeneration) -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                try await self.loadPage(page)
                self.engineDelegate?.webEngine(self, didFinishLoading: generation)
            } catch {
                self.engineDelegate?.webEngine(self, didFail: WebEngineError(error), generation: generation)
            }
        }
    }

    /// Runs `strategy` for `generation` and tells the engine delegate when every step is accounted for.
    @discardableResult
    public func render(
        _ strategy: RenderStrategy, generation: RenderGeneration, defaultTimeout: Duration
    ) -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            let report = await self.runRenderStrategy(strategy, defaultTimeout: defaultTimeout)
            self.engineDelegate?.webEngine(self, didFinishRendering: report, generation: generation)
        }
    }
}

extension WebEngineError {
    /// Any error as a WebEngineError, keeping engine errors as they are.
    public init(_ error: any Error) {
        switch error {
        case let error as WebEngineError: self = error
        case is CancellationError: self = .cancelled
        default: self = .javaScript(name: "Error", message: "\(error)")
        }
    }
}
