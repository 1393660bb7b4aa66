#if canImport(CWebKitGTK)
import CWebKitGTK
public import WebContentCore

/// A GTK 4 widget that shows a content module's page at exactly the content's height: the module's View.
///
/// Like the seed's self-sizing cell, it asks its parent for the height the Presenter reports to the module's
/// owner, and follows it up and down as images load or quotes open; taps and routed links go through the
/// Presenter to the module's Router. Place ``widget`` in a scrolling column of the app's window before the
/// first render (a view outside a shown window never paints), then render through the module:
///
/// ```swift
/// let (module, view) = try await GTKContentView.assembleWithView(configuration: .email(), router: router)
/// await view.widget.append(to: column)   // on the GLib thread's box
/// module.render(document)
/// ```
///
/// Everything else goes through the module, never past it: snapshots (`ContentModule.snapshotPNG()`), PDFs and
/// closing (`ContentModule.close()`). The widget keeps its engine to itself.
@MainActor
public final class GTKContentView: ContentViewInput, ContentViewOutputHolder {
    /// The Presenter; taps, sizes and titles reach it through `presentationRelay`.
    public var output: (any ContentViewOutput)? {
        get { presentationRelay.output }
        set { presentationRelay.output = newValue }
    }
    /// The engine whose view this widget shows; its owner reaches it only through the module.
    let engine: GTKWebEngine
    /// The widget to place in the app's tree.
    public let widget: GTKWidget
    /// The height the widget asks for now, in CSS pixels; nil until the first render reports one.
    public private(set) var displayedHeight: Double?
    /// Forwards what the page reports to the Presenter, exactly as the headless View does.
    private let presentationRelay: HeadlessContentView

    init(engine: GTKWebEngine, widget: GTKWidget) {
        self.engine = engine
        self.widget = widget
        presentationRelay = HeadlessContentView(webPresentation: engine)
    }

    /// Assembles a content module whose View is a new GTK content widget (the module's `ContentModule.view`).
    ///
    /// Widgets made with one `processGroup` (the messages of one column) share one web process; without one, the
    /// engine gets a process of its own. An app that places the widget itself takes it from
    /// ``assembleWithView(configuration:router:moduleOutput:processGroup:)`` instead of casting the module's view.
    public static func assemble(
        configuration: WebViewConfiguration,
        router: (any ContentRouterInput)? = nil,
        moduleOutput: (any ContentModuleOutput)? = nil,
        processGroup: GTKWebProcessGroup? = nil
    ) async throws -> ContentModule {
        try await assembleWithView(
            configuration: configuration, router: router, moduleOutput: moduleOutput, processGroup: processGroup
        ).module
    }

    /// Assembles a content module as ``assemble(configuration:router:moduleOutput:processGroup:)`` does, and returns
    /// its View typed, to place its ``widget``: no caller casts `ContentModule.view` to this type.
    public static func assembleWithView(
        configuration: WebViewConfiguration,
        router: (any ContentRouterInput)? = nil,
        moduleOutput: (any ContentModuleOutput)? = nil,
        processGroup: GTKWebProcessGroup? = nil
    ) async throws -> (module: ContentModule, view: GTKContentView) {
        let engine = try await GTKWebEngine.make(
            configuration: configuration, embedded: true, processGroup: processGroup)
        let widget = await engine.host.embeddedWidget()
        let view = GTKContentView(engine: engine, widget: widget)
        let module = ContentAssembly.assemble(engine: engine, view: view, router: router, moduleOutput: moduleOutput)
        return (module, view)
    }

    /// Makes its relay the engine's presentation delegate, so the page's events reach the Presenter.
    public func setupInitialState() {
        presentationRelay.setupInitialState()
    }

    /// The content size the engine measured.
    public func obtainCurrentContentSize() -> ContentSize {
        presentationRelay.obtainCurrentContentSize()
    }

    /// The page title the engine reports.
    public func obtainCurrentTitle() -> String? {
        presentationRelay.obtainCurrentTitle()
    }

    /// Asks the parent for exactly `height` (rounded up: a cut-off last line is worse than a spare pixel).
    public func displayContentHeight(_ height: Double) {
        displayedHeight = height
        let host = engine.host
        Task { @GLibActor in host.setEmbeddedHeight(height) }
    }
}
#endif
