/// Connects View, Interactor, Router and the module's owner; holds no engine knowledge.
@MainActor
public final class ContentPresenter {
    public weak var view: (any ContentViewInput)?
    public var interactor: (any ContentInteractorInput)?
    public var router: (any ContentRouterInput)?
    public weak var moduleOutput: (any ContentModuleOutput)?
    /// Decides whether the page title reaches the host (title override), and in what form.
    public var configuration: WebViewConfiguration?

    /// The last height handed to the module output, so equal heights are not repeated.
    private(set) var lastReportedHeight: Double?
    private(set) var isRendered = false

    public init() {}

    private func report(height: Double) {
        guard height != lastReportedHeight else { return }
        lastReportedHeight = height
        moduleOutput?.contentModule(didUpdateContentHeight: height)
    }

    private func isCurrent(_ generation: RenderGeneration) -> Bool {
        generation == interactor?.currentGeneration
    }
}

extension ContentPresenter: ContentModuleInput {
    public func render(_ document: ContentDocument) {
        lastReportedHeight = nil
        isRendered = false
        interactor?.renderContent(document)
    }

    public func setRemoteContentPolicy(_ policy: RemoteContentPolicy) {
        guard let interactor, policy != interactor.remoteContentPolicy else { return }
        // The same content renders again: its height and result are reported anew, as for any render.
        if interactor.hasContent {
            lastReportedHeight = nil
            isRendered = false
        }
        interactor.setRemoteContentPolicy(policy)
    }
}

extension ContentPresenter: ContentViewOutput {
    public func didTriggerModuleSetupEvent(with document: ContentDocument) {
        render(document)
    }

    public func didTriggerRemoteContentPolicyChange(_ policy: RemoteContentPolicy) {
        setRemoteContentPolicy(policy)
    }

    public func didTriggerTapEvent(_ tap: ContentTap, generation: RenderGeneration) {
        guard isCurrent(generation) else { return }
        switch tap {
        case .link(let url): router?.showBrowserModule(with: url)
        case .image(let url): router?.showFullscreenImageModule(with: url)
        case .embed(let kind, let url): router?.showEmbedModule(kind: kind, url: url)
        }
    }

    public func didTriggerContentSizeChange(_ size: ContentSize, generation: RenderGeneration) {
        // Sizes before completion are the page settling; the completion reports the first height.
        guard isCurrent(generation), isRendered else { return }
        report(height: size.height)
    }

    public func didTriggerTitleChange(_ title: String?) {
        // Only a configuration that overrides the host title lets the page name the screen.
        guard let hostTitle = configuration?.hostTitle(fromPageTitle: title) else { return }
        moduleOutput?.contentModule(didChangeTitle: hostTitle)
    }

    public func didTriggerRouteRequest(_ route: NavigationRoute) {
        switch route {
        case .browser(let url): router?.showBrowserModule(with: url)
        case .deeplink(let url): router?.openDeeplink(url)
        case .native(let screen, let parameters, let url):
            router?.showNativeScreen(named: screen, parameters: parameters, url: url)
        }
    }
}

extension ContentPresenter: ContentInteractorOutput {
    public func didCompleteRenderingContent(_ report: RenderReport, generation: RenderGeneration) {
        guard isCurrent(generation) else { return }
        let fallback = view?.obtainCurrentContentSize() ?? .zero
        let result = ContentRenderResult(report: report, fallbackSize: fallback, title: view?.obtainCurrentTitle())
        isRendered = true
        self.report(height: result.height)
        if let title = result.title { didTriggerTitleChange(title) }
        moduleOutput?.contentModule(didFinishRendering: result)
    }

    public func didFailRenderingContent(_ error: WebEngineError, generation: RenderGeneration) {
        guard isCurrent(generation) else { return }
        moduleOutput?.contentModule(didFail: error)
    }

    public func didStartRecovering(from reason: WebProcessTerminationReason) {
        isRendered = false
    }
}
