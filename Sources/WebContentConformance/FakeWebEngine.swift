public import Foundation
public import WebContentCore
import WebContentPageSession

/// An in-memory engine that behaves like a page with WebContentKit's scripts, without any web engine.
///
/// It keeps the rules that matter to the module's data flow: setup scripts only exist in documents loaded
/// after they were installed, steps answer through the bridge only when its script runs in the current
/// document, a new load supersedes pending calls, and a killed web process fails them at once.
@MainActor
public final class FakeWebEngine: ConfiguredWebEngine {
    /// Told when the pretend web process dies.
    public weak var engineDelegate: (any WebEngineDelegate)?
    /// Told the taps, sizes, titles and routes the fake page reports.
    public weak var presentationDelegate: (any WebPresentationDelegate)?
    /// The content size the measure step or the page's last size event gave.
    public internal(set) var contentSize = ContentSize.zero
    /// The `<title>` of the loaded HTML, if any.
    public private(set) var title: String?
    /// The width content is laid out for, in CSS pixels.
    public var viewportWidth: Double = 390
    /// What the content attempted since the last load.
    public internal(set) var attempts = ContentAttempts()

    /// Every call the engine received, in order, for spies.
    public private(set) var journal: [String] = []
    /// The setup scripts installed last; documents loaded after that run them.
    public private(set) var installedScripts: [UserScript] = []
    /// The scripts running in the current document.
    public private(set) var documentScripts: [UserScript] = []
    /// The HTML of the latest load.
    public private(set) var loadedHTML: String?
    /// The page of the latest load, with the walls (CSP header, remote-content policy) it was served behind.
    public private(set) var loadedPage: ComposedPage?
    /// Every insert step's `policy` payload, in order: what the sanitizer was told.
    public internal(set) var insertedPolicies: [String] = []
    /// The content the insert step put into the shell.
    public internal(set) var insertedContent: String?
    /// The print header on the page now (`ContentPrintHeader`'s fields), as the page's print script keeps it.
    public internal(set) var printHeader: JSONValue?
    /// The generation the page was last stamped with by the begin or insert step.
    public internal(set) var generation = RenderGeneration.none
    /// Closed by ``close()``: loads, calls and pictures fail with `WebContentError.engineClosed`.
    public private(set) var isClosed = false
    /// How long a load takes.
    public var loadDelay: Duration = .milliseconds(5)
    /// Extra handlers by step name; they win over the built-in page behaviour.
    public var stepHandlers: [String: @MainActor (JSONValue) async throws -> JSONValue] = [:]

    var documentNumber = 0
    /// Answers what the page posts, as an adapter's inbox does (see ``acceptMessages(_:)``).
    var inbox: PageMessageInbox?
    /// The configuration a module assembled on the fake reads; a test may set another before it assembles one.
    public var configuration: WebViewConfiguration
    var pending: [UUID: CheckedContinuation<JSONValue, any Error>] = [:]
    /// Whether a load is on its way (``loadDelay``).
    private var loading = false

    /// A load on its way, if one is: the fake keeps no times.
    public var waits: [String] { loading ? ["load"] : [] }

    /// A blank engine with no scripts and no content, at `configuration`'s viewport width.
    public init(configuration: WebViewConfiguration = WebViewConfigurator().build()) {
        self.configuration = configuration
        viewportWidth = configuration.viewportWidth
    }

    /// Records `scripts`; they run in documents loaded from now on.
    public func installSetupScripts(_ scripts: [UserScript]) {
        journal.append("installSetupScripts(\(scripts.count))")
        installedScripts = scripts
    }

    /// Loads `html` as a trusted document: the fake serves no walls, so a page it loads is the HTML alone.
    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        try await loadPage(
            ComposedPage(
                html: html, baseURL: baseURL, content: nil, contentSecurityPolicy: nil, remoteContentPolicy: .allow))
    }

    /// Loads `page` after `loadDelay`, superseding pending calls; the installed scripts run in the new document.
    public func loadPage(_ page: ComposedPage) async throws {
        let html = page.html
        journal.append("loadPage")
        guard !isClosed else { throw WebContentError.engineClosed }
        documentNumber += 1
        let document = documentNumber
        failPending(.superseded)
        loading = true
        defer { if document == documentNumber { loading = false } }
        try await Task.sleep(for: loadDelay)
        guard document == documentNumber else { throw isClosed ? WebContentError.engineClosed : .superseded }
        loadedHTML = html
        loadedPage = page
        insertedContent = nil
        documentScripts = installedScripts
        attempts = ContentAttempts()
        title = Self.firstMatch(#"<title>([^<]*)</title>"#, in: html)
    }

    /// Records the call and answers null: the fake runs no JavaScript.
    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue
    {
        journal.append("evaluateJavaScript")
        return .null
    }

    /// Answers a bridge call as the page's scripts would; any other body answers null.
    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        try JavaScriptArguments.validate(arguments)
        let name = arguments["name"]?.stringValue ?? "?"
        journal.append("call(\(name))")
        guard !isClosed else { throw WebContentError.engineClosed }
        guard body == BridgeInvocation.body else { return .null }
        guard documentScripts.contains(where: { $0.name == "js/bridge.js" }) else {
            throw WebContentError.javaScript(name: "ReferenceError", message: "Can't find variable: WebContentBridge")
        }
        let payload = arguments["payload"] ?? .null
        let document = documentNumber
        let value = try await answer(name, payload: payload)
        guard document == documentNumber else { throw isClosed ? WebContentError.engineClosed : .superseded }
        journal.append("answered(\(name))")
        return value
    }

    /// The fake has one channel: the bridge body through ``callAsyncJavaScript(_:arguments:in:timeout:)``.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        try await callBridgeByAsyncJavaScript(handler, payload: payload, timeout: timeout)
    }

    /// A stand-in PNG of the viewport width and the content height.
    public func snapshotPNG(maximumHeight: Double?) async throws -> Data {
        guard !isClosed else { throw WebContentError.engineClosed }
        return pngHeader(width: viewportWidth, height: max(min(contentSize.height, maximumHeight ?? .infinity), 1))
    }

    /// A blank white page of the viewport width and the content height (at most `maximumRows`): the fake paints
    /// no text, so an audit over it keeps its estimates.
    public func snapshotPixels(maximumRows: Int) async throws -> ContentPixels {
        let width = max(1, Int(viewportWidth))
        let height = max(1, min(Int(contentSize.height), maximumRows))
        let bytes = [UInt8](repeating: 255, count: width * height * 4)
        guard let pixels = ContentPixels(width: width, height: height, bytes: bytes, order: .rgba) else {
            throw WebContentError.malformedResult("fake snapshot of \(width) x \(height) px")
        }
        return pixels
    }

    /// A stand-in PDF: the header's fields, then the content, as text after a PDF signature.
    public func printPDF() async throws -> Data {
        journal.append("printPDF")
        guard !isClosed else { throw WebContentError.engineClosed }
        var fields: [String] = []
        if case .object(let members)? = printHeader {
            fields = members.keys.sorted().compactMap { members[$0]?.stringValue }
        }
        return Data(("%PDF-1.4\n" + (fields + [insertedContent ?? loadedHTML ?? ""]).joined(separator: "\n")).utf8)
    }

    /// Returns to a blank state: no content, no scripts, no size, the configured viewport width.
    public func reset() async {
        journal.append("reset")
        installedScripts = []
        documentScripts = []
        loadedHTML = nil
        loadedPage = nil
        insertedContent = nil
        contentSize = .zero
        title = nil
        attempts = ContentAttempts()
        viewportWidth = configuration.viewportWidth
        documentNumber += 1
    }

    /// Closes the pretend page: pending calls fail with `WebContentError.engineClosed`.
    ///
    /// So does every later load, call and picture. Idempotent.
    public func close() async {
        guard !isClosed else { return }
        journal.append("close")
        isClosed = true
        documentNumber += 1
        documentScripts = []
        failPending(.engineClosed)
    }

    /// Kills the pretend web process: pending calls fail at once and the delegate hears of it.
    public func terminateWebProcess(_ reason: WebProcessTerminationReason = .crashed) {
        journal.append("terminated")
        documentNumber += 1
        documentScripts = []
        loadedHTML = nil
        failPending(.webProcessTerminated(reason))
        engineDelegate?.webEngine(self, webProcessDidTerminate: reason)
    }

    /// Changes the content's height as late images or fonts would, and reports it like the page's observer.
    public func simulateContentResize(height: Double) {
        contentSize.height = height
        presentationDelegate?.webPresentation(self, didChangeContentSize: contentSize, generation: generation)
    }

    /// Reports a tap, as the page's click listener would.
    public func simulateTap(_ tap: ContentTap, generation: RenderGeneration? = nil) {
        presentationDelegate?.webPresentation(self, didTap: tap, generation: generation ?? self.generation)
    }
}
