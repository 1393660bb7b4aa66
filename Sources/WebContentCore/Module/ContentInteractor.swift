import Logging

/// Renders content through the injected ``WebEngine``: compose, load (or swap into the warm shell), run every
/// render step, and recover from a dead web process by rendering the kept content again.
///
/// ``render(_:generation:recovering:)`` is the whole render as one async call. The Presenter owns which
/// generation is current; the Interactor owns what the engine holds (the kept document, the loaded shell).
@MainActor
public final class ContentInteractor: ContentInteractorInput {
    /// The Presenter, told when a render recovers or the content needs rendering again.
    public weak var output: (any ContentInteractorOutput)?
    /// The engine content renders in.
    public let webEngine: any WebEngine
    /// The configuration content renders under; its remote-content policy can change on a live module.
    public internal(set) var configuration: WebViewConfiguration
    /// Composes the page each document loads as.
    public let contentComposer: ContentHTMLComposer
    /// The setup scripts installed before each load.
    public let scriptProvider: ScriptProvider
    /// The render steps for each document.
    public let renderStrategyFactory: RenderStrategyFactory
    /// How many times in a row the Interactor re-renders after the web process died.
    public var maximumRecoveries = 3

    /// The content asked for last: what a policy switch or a recovery renders again.
    public private(set) var currentDocument: ContentDocument?
    /// The generation of the render in flight, if any.
    var renderingGeneration: RenderGeneration?
    /// The shell page stays loaded between untrusted documents: the next one is swapped in without a load,
    /// as long as it is the same shell behind the same walls (a changed policy needs the new CSP header).
    var loadedShell: ComposedPage?
    /// How the current message's colours are shown; a new message starts adapted again.
    public internal(set) var colourMode = ContentColourMode.adapted
    /// The zoom the last PDF's content printed at; nil before one printed, or where nothing fits widths.
    public internal(set) var printScale: Double?
    /// Closed by ``close()``: the engine is gone, and renders fail at once with ``WebContentError/engineClosed``.
    public internal(set) var isClosed = false
    /// Set when the web process died while a render was in flight; that render then recovers.
    var terminationDuringRender: WebProcessTerminationReason?
    var recoveries = 0
    let logger = Logger(label: "WebContentKit.ContentInteractor")

    /// An Interactor rendering in `webEngine` under the configuration the engine was made with; by default with the
    /// package's composer, scripts and steps.
    public init(
        webEngine: any ConfiguredWebEngine,
        contentComposer: ContentHTMLComposer = ContentHTMLComposer(),
        scriptProvider: ScriptProvider = ScriptProvider(),
        renderStrategyFactory: RenderStrategyFactory = RenderStrategyFactory()
    ) {
        self.webEngine = webEngine
        self.configuration = webEngine.configuration
        self.contentComposer = contentComposer
        self.scriptProvider = scriptProvider
        self.renderStrategyFactory = renderStrategyFactory
    }

    /// The remote-content policy content renders under now.
    public var remoteContentPolicy: RemoteContentPolicy { configuration.remoteContentPolicy }

    /// Applies `grant` to the configuration; returns whether it changed what may load.
    public func setRemoteContent(_ grant: RemoteContentGrant) -> Bool {
        let changed = configuration.with(remoteContent: grant)
        guard
            changed.remoteContentPolicy != configuration.remoteContentPolicy
                || changed.remoteOrigins != configuration.remoteOrigins
                || changed.withholdsInlineImages != configuration.withholdsInlineImages
        else { return false }
        configuration = changed
        logger.debug("remote-content policy is now \(grant.policy.rawValue)")
        return true
    }

    /// Renders `document` as `generation` and returns its outcome; with `reason`, as a recovery from a dead web
    /// process.
    public func render(
        _ document: ContentDocument, generation: RenderGeneration, recovering reason: WebProcessTerminationReason?
    ) async -> InteractorRenderOutcome {
        guard !isClosed else { return .failed(.engineClosed) }
        // The reader's colour choice belongs to one message: it survives a policy switch or a recovery, not new content.
        if document != currentDocument { colourMode = .adapted }
        currentDocument = document
        renderingGeneration = generation
        defer { if renderingGeneration == generation { renderingGeneration = nil } }
        if let reason {
            guard recoveries < maximumRecoveries else { return .failed(.webProcessTerminated(reason)) }
            recoveries += 1
            output?.didStartRecovering(from: reason)
        } else {
            recoveries = 0
        }
        // What composing and loading took, over every attempt: the report carries it, so nothing has to wrap
        // the engine to time a render.
        var phases = RenderPhases()
        while true {
            terminationDuringRender = nil
            let attempt = await renderOnce(document, generation: generation, phases: &phases)
            guard renderingGeneration == generation, !Task.isCancelled else { return .superseded }
            guard let died = attempt.terminated ?? terminationDuringRender else {
                guard case .rendered(var report) = attempt.outcome else { return attempt.outcome }
                recoveries = 0
                report.composeDuration = phases.compose
                (report.loadDuration, report.loads) = (phases.load, phases.loads)
                return .rendered(report)
            }
            loadedShell = nil
            // A document that took its process past WebKit's memory limit would take the next one there too.
            guard recoveries < maximumRecoveries, died != .exceededMemoryLimit else {
                return .failed(.webProcessTerminated(died))
            }
            recoveries += 1
            logger.notice("web process terminated (\(died.rawValue)); rendering the kept content again")
            output?.didStartRecovering(from: died)
        }
    }

    /// One try: compose, load unless the warm shell takes the content, run the strategy.
    private func renderOnce(
        _ document: ContentDocument, generation: RenderGeneration, phases: inout RenderPhases
    ) async -> (outcome: InteractorRenderOutcome, terminated: WebProcessTerminationReason?) {
        let page: ComposedPage
        let composing = ContinuousClock.now
        do {
            page = try contentComposer.compose(document, configuration: configuration)
        } catch {
            return (.failed(WebContentError(error, otherwise: .invalidInput)), nil)
        }
        phases.compose += .now - composing
        if !page.canReuse(loadedShell) {
            loadedShell = nil
            webEngine.installSetupScripts(scriptProvider.setupScripts(for: configuration))
            let loading = ContinuousClock.now
            defer {
                phases.load += .now - loading
                phases.loads += 1
            }
            do {
                try await webEngine.loadPage(page)
            } catch {
                let error = WebContentError(error, otherwise: .loadFailed)
                return (.failed(error), error.terminationReason)
            }
            guard renderingGeneration == generation else { return (.superseded, nil) }
            loadedShell = page.isShell ? page : nil
        }
        let strategy = renderStrategyFactory.strategy(
            for: document, page: page, generation: generation, configuration: configuration, colourMode: colourMode)
        let report = await webEngine.runRenderStrategy(strategy, defaultTimeout: configuration.stepTimeout)
        let died = report.failures.lazy.compactMap(\.error.terminationReason).first
        return (.rendered(report), died)
    }
}

extension ContentInteractor: WebEngineDelegate {
    /// Forgets the loaded shell and recovers: the render in flight, or else the kept content through the Presenter.
    public func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason) {
        loadedShell = nil
        if renderingGeneration != nil {
            // The render in flight sees it when its current call returns, and recovers there.
            terminationDuringRender = reason
            return
        }
        guard currentDocument != nil else { return }
        // The page is blank now: the Presenter renders the kept content again, through the one render path.
        logger.notice("web process terminated (\(reason.rawValue)) between renders; rendering the kept content again")
        output?.contentNeedsRecovery(from: reason)
    }
}
