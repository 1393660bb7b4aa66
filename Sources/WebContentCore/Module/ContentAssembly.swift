/// Builds the content module around an injected engine and wires both of its delegates.
///
/// The engine's engine-delegate is the Interactor and its presentation-delegate the View: the seed's split of
/// one web view into two roles.
@MainActor
public enum ContentAssembly {
    /// Assembles a module around `engine` under the configuration the engine was made with: the engine, the Interactor
    /// and the Presenter read that one configuration.
    ///
    /// Its View is `view`, or headless (command line, tests, benchmarks).
    public static func assemble(
        engine: any ConfiguredWebEngine,
        view: (any ContentViewInput & ContentViewOutputHolder)? = nil,
        router: (any ContentRouterInput)? = nil,
        moduleOutput: (any ContentModuleOutput)? = nil,
        scriptProvider: ScriptProvider = ScriptProvider(),
        renderStrategyFactory: RenderStrategyFactory = RenderStrategyFactory()
    ) -> ContentModule {
        let view = view ?? HeadlessContentView(webPresentation: engine)
        let interactor = ContentInteractor(
            webEngine: engine, scriptProvider: scriptProvider, renderStrategyFactory: renderStrategyFactory)
        let presenter = ContentPresenter(interactor: interactor, router: router)
        wire(view: view, presenter: presenter, interactor: interactor, engine: engine)
        let module = ContentModule(view: view, presenter: presenter, interactor: interactor, engine: engine)
        module.output = moduleOutput
        presenter.moduleOutput = module
        return module
    }

    /// Wires a View of the app's own (a cell) to `presenter` and its Interactor, the engine's delegate.
    public static func wire(
        view: any ContentViewInput & ContentViewOutputHolder,
        presenter: ContentPresenter,
        interactor: ContentInteractor,
        engine: any WebEngine & WebPresentation
    ) {
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        engine.engineDelegate = interactor
        // The View attaches itself as the presentation's delegate: one place wires it.
        view.setupInitialState()
    }
}

/// A View that holds its output (the Presenter) strongly, as the seed's cell does.
@MainActor
public protocol ContentViewOutputHolder: AnyObject {
    var output: (any ContentViewOutput)? { get set }
}

extension HeadlessContentView: ContentViewOutputHolder {}
