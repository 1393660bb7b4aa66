public import Foundation

/// The engine role that the Interactor depends on: load a page, run scripts, run a render strategy.
///
/// Adapters (``WebEngine`` conformers named after their backend, such as `GTKWebEngine`) implement only the
/// primitives below; what the module does with them (render strategies, timeouts, generations, recovery)
/// lives in core extensions so that every adapter behaves the same.
@MainActor
public protocol WebEngine: AnyObject, Sendable {
    /// Receives loading, rendering, failure and termination events. Held weakly.
    var engineDelegate: (any WebEngineDelegate)? { get set }

    /// Replaces the setup scripts. They take effect from the next load on, in the new document.
    func installSetupScripts(_ scripts: [UserScript])

    /// Loads a composed page behind its own walls and returns when it finished loading.
    ///
    /// A page with a ``ComposedPage/contentSecurityPolicy`` is served with that header (from a custom scheme);
    /// one without is loaded as HTML with its base URL. Engines follow the page, never their construction-time
    /// configuration, so a module can change its remote-content policy on a live engine.
    ///
    /// Throws ``WebContentError/loadFailed(_:)``, ``WebContentError/superseded`` when a newer load replaced it,
    /// or ``WebContentError/webProcessTerminated(_:)``.
    func loadPage(_ page: ComposedPage) async throws

    /// Loads a whole document behind the walls of the engine's own configuration (for tools and tests):
    /// ``loadPage(_:)`` of `ComposedPage(document:baseURL:configuration:)`.
    func loadHTML(_ html: String, baseURL: URL?) async throws

    /// Evaluates a script in a world and returns its completion value.
    func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue

    /// Calls the body of an async JavaScript function with named arguments passed as values, awaiting its Promise.
    ///
    /// Data is never spliced into the source: `arguments` become the function's parameters.
    func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue

    /// Calls the bridge handler `handler` in the content world with a JSON payload and returns its answer.
    ///
    /// Every conformer implements it on purpose (no default): an adapter may carry calls on a cheaper channel
    /// with the same meaning (the GTK adapter answers a parked page message with them) or use
    /// ``callBridgeByAsyncJavaScript(_:payload:timeout:)``; a wrapper forwards it. Either way the payload
    /// travels as a value, never as source. Handlers registered through the page-side WebViewJavascriptBridge
    /// facade (`WebViewJavascriptBridge.registerHandler(name, (data, respond) => ...)`) are reached the same way.
    func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue

    /// Whether ``runRenderStrategy(_:defaultTimeout:)`` hands all of a render's steps to the page in one bridge call
    /// (`render.run`, Resources/js/steps.js) instead of one call each. The default is false: a conformer opts in when
    /// its pages run the package's scripts, as both adapters do.
    var runsRenderStepsInOneCall: Bool { get }

    /// A PNG image of the whole document, cropped to the content's measured height when the page has our
    /// content element (a short document gives a short image, not one as tall as the window), and to its top
    /// `maximumHeight` CSS pixels when that is given (``snapshotPNG()``: the whole document).
    func snapshotPNG(maximumHeight: Double?) async throws -> Data

    /// The document captured as ``snapshotPNG(maximumHeight:)`` captures it, its PNG made only when asked
    /// (``PNGCapture/png()``), so the engine can go on to the next document meanwhile.
    ///
    /// The default encodes at once; an engine whose encoding needs no engine (the GTK adapter's) defers it.
    func capturePNG(maximumHeight: Double?) async throws -> PNGCapture

    /// The whole document's pixels as painted now, at most `maximumRows` rows from the top, cropped to the
    /// content's measured height as ``snapshotPNG()`` is: for measuring what a person sees (the contrast audit).
    ///
    /// Throws when the engine cannot give its pixels; the audit then keeps its estimates from computed styles.
    func snapshotPixels(maximumRows: Int) async throws -> ContentPixels

    /// A paged PDF of the document as it is now, its text kept as text (selectable, searchable).
    ///
    /// Printing loads nothing new: the page prints under the walls it was loaded with.
    func printPDF() async throws -> Data

    /// What the content attempted since the last load.
    var attempts: ContentAttempts { get }

    /// What the engine is waiting on now, oldest first, each with how long it has waited: the load (with what the
    /// engine reported of it so far), script calls, pictures. A caller whose own deadline passed names them in
    /// its error, so that a page that never settled says where it stopped.
    var waits: [String] { get async }

    /// Returns the engine to a blank state (no content, no scripts) for reuse by a pool.
    func reset() async

    /// Ends the engine for good: its page and view go, and pending and later calls fail with
    /// ``WebContentError/engineClosed``.
    ///
    /// Idempotent. A module closes its engine through ``ContentModuleInput/close()``; a pool through its `retire`.
    func close() async
}

/// Receives what happens to the engine on its own.
///
/// The Interactor is the engine delegate.
///
/// Loads and render steps are async calls that return their outcome; only a dying web process is an event.
@MainActor
public protocol WebEngineDelegate: AnyObject {
    /// The web process died; the page is blank until content is rendered again.
    func webEngine(_ engine: any WebEngine, webProcessDidTerminate reason: WebProcessTerminationReason)
}

/// What the content tried to do on its own and was stopped from doing, counted per engine since the last load.
public struct ContentAttempts: Hashable, Sendable, Codable {
    /// alert, confirm, prompt and print attempts (none is ever shown).
    public var dialogs = 0
    /// Navigations the content started without a user gesture.
    public var navigations = 0
    /// Remote loads the remote-content policy stopped.
    public var remoteRequests = 0
    /// Of those, tracking pixels.
    public var trackers = 0

    /// No attempts yet.
    public init() {}
}
