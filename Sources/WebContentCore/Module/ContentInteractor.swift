import Logging

/// Renders content through the injected ``WebEngine``: setup scripts, composition, load, render strategy.
///
/// Each render gets a new ``RenderGeneration``; whatever the engine reports for an older one is dropped, so a
/// reused module (a recycled cell) never shows its previous content's height or completion.
@MainActor
public final class ContentInteractor: ContentInteractorInput {
    public weak var output: (any ContentInteractorOutput)?
    public let webEngine: any WebEngine
    /// The configuration content renders under; its remote-content policy can change on a live module.
    public private(set) var configuration: WebViewConfiguration
    public let contentComposer: ContentHTMLComposer
    public let scriptProvider: ScriptProvider
    public let renderStrategyFactory: RenderStrategyFactory
    /// How many times in a row the Interactor re-renders after the web process died.
    public var maximumRecoveries = 3

    public private(set) var currentGeneration = RenderGeneration.none
    var currentDocument: ContentDocument?
    var currentPage: ComposedPage?
    /// The shell page stays loaded between untrusted documents: the next one is swapped in without a load,
    /// as long as it is the same shell behind the same walls (a changed policy needs the new CSP header).
    var loadedShell: ComposedPage?
    var recoveries = 0
    var pendingTask: Task<Void, Never>?
    let logger = Logger(label: "WebContentKit.ContentInteractor")

    public init(
        webEngine: any WebEngine, configuration: WebViewConfiguration,
        contentComposer: ContentHTMLComposer = ContentHTMLComposer(),
        scriptProvider: ScriptProvider = ScriptProvider(),
        renderStrategyFactory: RenderStrategyFactory = RenderStrategyFactory()
    ) {
        self.webEngine = webEngine
        self.configuration = configuration
        self.contentComposer = contentComposer
        self.scriptProvider = scriptProvider
        self.renderStrategyFactory = renderStrategyFactory
    }

    public func renderContent(_ document: ContentDocument) {
        recoveries = 0
        startRender(document)
    }

    public var remoteContentPolicy: RemoteContentPolicy { configuration.remoteContentPolicy }

    /// Whether there is content to render again when the policy changes.
    public var hasContent: Bool { currentDocument != nil }

    public func setRemoteContentPolicy(_ policy: RemoteContentPolicy) {
        guard policy != configuration.remoteContentPolicy else { return }
        configuration = configuration.with(remoteContentPolicy: policy)
        guard let document = currentDocument else { return }
        logger.debug("remote-content policy is now \(policy.rawValue); rendering the same content again")
        // The same content from the start: a new generation, a new page (the shell's CSP follows the policy),
        // and the sanitizer's policy payload, so late events of the old render are dropped.
        recoveries = 0
        startRender(document)
    }

    func startRender(_ document: ContentDocument) {
        pendingTask?.cancel()
        currentGeneration = currentGeneration.next()
        currentDocument = document
        let generation = currentGeneration
        let page: ComposedPage
        do {
            page = try contentComposer.compose(document, configuration: configuration)
        } catch {
            currentPage = nil
            output?.didFailRenderingContent(WebEngineError(error), generation: generation)
            return
        }
        currentPage = page
        if page.canReuse(loadedShell) {
            webEngineDidLoad(generation)
            return
        }
        loadedShell = nil
        webEngine.installSetupScripts(scriptProvider.setupScripts(for: document.kind, configuration: configuration))
        pendingTask = webEngine.load(page, generation: generation)
    }

    func webEngineDidLoad(_ generation: RenderGeneration) {
        guard generation == currentGeneration, let document = currentDocument, let page = currentPage else { return }
        loadedShell = page.isShell ? page : nil
        let strategy = renderStrategyFactory.strategy(
            for: document, page: page, generation: generation, configuration: configuration)
        pendingTask = webEngine.render(strategy, generation: generation, defaultTimeout: configuration.stepTimeout)
    }
}

extension ContentInteractor: WebEngineDelegate {
    public func webEngine(_ engine: any WebEngine, didFinishLoading generation: RenderGeneration) {
        webEngineDidLoad(generation)
    }

    public func webEngine(
        _ engine: any WebEngine, didFinishRendering report: RenderReport, generation: RenderGeneration
    ) {
        guard generation == currentGeneration else {
            logger.debug("dropped a late render of \(generation); current is \(currentGeneration)")
            return
        }
        recoveries = 0
        output?.didCompleteRenderingContent(report, generation: generation)
    }

    public func webEngine(_ engine: any WebEngine, didFail error: WebEngineError, generation: RenderGeneration) {
        guard generation == currentGeneration else { return }
        // A load cut short by the web process dying is recovered by the termination path, not reported.
        if case .webProcessTerminated = error { return }
        loadedShell = nil
        output?.didFailRenderingContent(error, generation: generation)
    }

    public func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason) {
        loadedShell = nil
        guard let document = currentDocument else { return }
        guard recoveries < maximumRecoveries else {
            output?.didFailRenderingContent(.webProcessTerminated(reason), generation: currentGeneration)
            return
        }
        recoveries += 1
        logger.notice("web process terminated (\(reason.rawValue)); rendering the kept content again")
        output?.didStartRecovering(from: reason)
        // The kept content, loaded again: reload() after a crash is unreliable in WebKit.
        startRender(document)
    }
}
