public import Foundation

/// Connects View, Interactor, Router and the module's owner; holds no engine knowledge.
///
/// It owns which render is current: each render gets the next ``RenderGeneration`` at once, so taps and sizes
/// of the previous content that arrive later are dropped, and only the current render's outcome is reported.
@MainActor
public final class ContentPresenter {
    /// The View, asked for the content's size and title and told its height.
    public weak var view: (any ContentViewInput)?
    /// The Interactor that renders.
    public let interactor: any ContentInteractorInput
    /// Opens what the content's taps and routes lead to; a reused cell may hand it over with each post.
    public var router: (any ContentRouterInput)?
    /// The module's owner, told heights, results, failures and titles.
    public weak var moduleOutput: (any ContentModuleOutput)?

    /// The generation of the content being rendered or shown now.
    public private(set) var currentGeneration = RenderGeneration.none
    /// The last height handed to the module output, so equal heights are not repeated.
    private(set) var lastReportedHeight: Double?
    private(set) var isRendered = false
    private var renderTask: Task<Void, Never>?

    /// A Presenter over `interactor` that routes taps to `router`; the module's assembly connects the View.
    public init(interactor: any ContentInteractorInput, router: (any ContentRouterInput)? = nil) {
        self.interactor = interactor
        self.router = router
    }

    /// Starts rendering `document` as the next generation; its outcome reaches the module output.
    func startRender(_ document: ContentDocument, recovering reason: WebProcessTerminationReason? = nil) {
        renderTask?.cancel()
        currentGeneration = currentGeneration.next()
        // The same content restored after a dead web process repeats no height it already reported.
        if reason == nil { lastReportedHeight = nil }
        isRendered = false
        let generation = currentGeneration
        renderTask = Task { [weak self] in
            guard let interactor = self?.interactor else { return }
            let outcome = await interactor.render(document, generation: generation, recovering: reason)
            self?.finish(outcome, generation: generation)
        }
    }

    private func finish(_ outcome: InteractorRenderOutcome, generation: RenderGeneration) {
        guard generation == currentGeneration else { return }
        switch outcome {
        case .rendered(let report):
            let fallback = view?.obtainCurrentContentSize() ?? .zero
            let result = ContentRenderResult(
                report: report, fallbackSize: fallback, title: view?.obtainCurrentTitle(),
                features: PageFeature.enabled(by: interactor.configuration))
            isRendered = true
            self.report(height: result.height)
            if let title = result.title { didTriggerTitleChange(title) }
            moduleOutput?.contentModule(didFinishRendering: result)
        case .failed(let error):
            moduleOutput?.contentModule(didFail: error)
        case .superseded:
            break
        }
    }

    private func report(height: Double) {
        guard height != lastReportedHeight else { return }
        lastReportedHeight = height
        view?.displayContentHeight(height)
        moduleOutput?.contentModule(didUpdateContentHeight: height)
    }
}

extension ContentPresenter: ContentModuleInput {
    /// Renders `document` as the next generation.
    public func render(_ document: ContentDocument) {
        startRender(document)
    }

    /// Renders `document` as the next generation under what `remoteContent` allows.
    public func render(_ document: ContentDocument, remoteContent: RemoteContentGrant) {
        // Set for the render to come: the previous content does not render again under it.
        _ = interactor.setRemoteContent(remoteContent)
        startRender(document)
    }

    /// Applies `grant` and renders the current content again when it changed what may load; returns whether it did.
    @discardableResult
    public func setRemoteContent(_ grant: RemoteContentGrant) -> Bool {
        guard interactor.setRemoteContent(grant) else { return false }
        // The same content from the start: a new generation, a new page (the shell's CSP follows the policy) and
        // the sanitizer's policy payload; its height and result are reported anew, as for any render.
        guard let document = interactor.currentDocument else { return false }
        startRender(document)
        return true
    }

    /// A PNG image of the content on screen, from the Interactor.
    public func snapshotPNG() async throws -> Data {
        try await interactor.snapshotPNG()
    }

    /// A paged PDF of the content on screen, from the Interactor.
    public func printPDF(header: ContentPrintHeader?) async throws -> Data {
        try await interactor.printPDF(header: header)
    }

    /// Ends the render in flight without reporting it (a new generation no late event matches), then closes the
    /// Interactor's engine.
    public func close() async {
        renderTask?.cancel()
        renderTask = nil
        currentGeneration = currentGeneration.next()
        isRendered = false
        await interactor.close()
    }
}

extension ContentPresenter: ContentViewOutput {
    /// Switches the remote-content policy, rendering the current content again when it changed.
    public func didTriggerRemoteContentPolicyChange(_ policy: RemoteContentPolicy) {
        setRemoteContentPolicy(policy)
    }

    /// Sends a tap on the current content's image or embed to the Router; older generations' taps are dropped.
    public func didTriggerTapEvent(_ tap: ContentTap, generation: RenderGeneration) {
        guard generation == currentGeneration else { return }
        switch tap {
        case .image(let url): router?.showFullscreenImageModule(with: url)
        case .embed(let kind, let url): router?.showEmbedModule(kind: kind, url: url)
        }
    }

    /// Reports a new height of the current, rendered content; sizes before completion are dropped.
    public func didTriggerContentSizeChange(_ size: ContentSize, generation: RenderGeneration) {
        // Sizes before completion are the page settling; the completion reports the first height.
        guard generation == currentGeneration, isRendered else { return }
        report(height: size.height)
    }

    /// Passes the page title on as the host title, when the configuration lets the page name the screen.
    public func didTriggerTitleChange(_ title: String?) {
        // Only a configuration that overrides the host title lets the page name the screen. The Interactor's is the
        // module's one configuration: the Presenter keeps no copy.
        guard let hostTitle = interactor.configuration.hostTitle(fromPageTitle: title) else { return }
        moduleOutput?.contentModule(didChangeTitle: hostTitle)
    }

    /// Sends a cancelled navigation to the Router: the browser, a deeplink, a confirmation or a native screen.
    public func didTriggerRouteRequest(_ route: NavigationRoute) {
        switch route {
        case .browser(let url): router?.showBrowserModule(with: url)
        case .deeplink(let url): router?.openDeeplink(url)
        case .confirm(let url, let risks): router?.showLinkConfirmation(for: url, risks: risks)
        case .native(let screen, let parameters, let url):
            router?.showNativeScreen(named: screen, parameters: parameters, url: url)
        }
    }
}

extension ContentPresenter: ContentInteractorOutput {
    /// Marks the content as not rendered until the recovery completes.
    public func didStartRecovering(from reason: WebProcessTerminationReason) {
        isRendered = false
    }

    /// Renders the kept content again as the next generation, as a recovery from `reason`.
    public func contentNeedsRecovery(from reason: WebProcessTerminationReason) {
        guard let document = interactor.currentDocument else { return }
        startRender(document, recovering: reason)
    }
}
