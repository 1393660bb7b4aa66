import Foundation
import WebContentCore

/// An in-memory engine that behaves like a page with WebContentKit's scripts, without any web engine.
///
/// It keeps the rules that matter to the module's data flow: setup scripts only exist in documents loaded
/// after they were installed, steps answer through the bridge only when its script runs in the current
/// document, a new load supersedes pending calls, and a killed web process fails them at once.
@MainActor
public final class FakeWebEngine: WebEngine, WebPresentation {
    public weak var engineDelegate: (any WebEngineDelegate)?
    public weak var presentationDelegate: (any WebPresentationDelegate)?
    public internal(set) var contentSize = ContentSize.zero
    public private(set) var title: String?
    public var viewportWidth: Double = 390
    public internal(set) var attempts = ContentAttempts()

    /// Every call the engine received, in order, for spies.
    public private(set) var journal: [String] = []
    public private(set) var installedScripts: [UserScript] = []
    /// The scripts running in the current document.
    public private(set) var documentScripts: [UserScript] = []
    public private(set) var loadedHTML: String?
    /// The page of the latest load, with the walls (CSP header, remote-content policy) it was served behind.
    public private(set) var loadedPage: ComposedPage?
    /// Every insert step's `policy` payload, in order: what the sanitizer was told.
    public internal(set) var insertedPolicies: [String] = []
    /// The content the insert step put into the shell.
    public internal(set) var insertedContent: String?
    /// The print header on the page now (``ContentPrintHeader``'s fields), as the page's print script keeps it.
    public internal(set) var printHeader: JSONValue?
    public internal(set) var generation = RenderGeneration.none
    /// How long a load takes.
    public var loadDelay: Duration = .milliseconds(5)
    /// Extra handlers by step name; they win over the built-in page behaviour.
    public var stepHandlers: [String: @MainActor (JSONValue) async throws -> JSONValue] = [:]

    var documentNumber = 0
    /// Answers what the page posts, as an adapter's inbox does (see ``acceptMessages(_:)``).
    var inbox: PageMessageInbox?
    /// The width ``reset()`` returns to.
    public var configuredViewportWidth: Double = 390
    var pending: [UUID: CheckedContinuation<JSONValue, any Error>] = [:]

    public init() {}

    public func installSetupScripts(_ scripts: [UserScript]) {
        journal.append("installSetupScripts(\(scripts.count))")
        installedScripts = scripts
    }

    /// Loads `html` as a trusted document (the fake has no configuration of its own).
    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        try await loadPage(
            ComposedPage(
                html: html, baseURL: baseURL, content: nil, contentSecurityPolicy: nil, remoteContentPolicy: .allow))
    }

    public func loadPage(_ page: ComposedPage) async throws {
        let html = page.html
        journal.append("loadPage")
        documentNumber += 1
        let document = documentNumber
        failPending(.superseded)
        try await Task.sleep(for: loadDelay)
        guard document == documentNumber else { throw WebContentError.superseded }
        loadedHTML = html
        loadedPage = page
        insertedContent = nil
        documentScripts = installedScripts
        attempts = ContentAttempts()
        title = Self.firstMatch(#"<title>([^<]*)</title>"#, in: html)
    }

    public func evaluateJavaScript(_ source: String, in world: ScriptWorld, timeout: Duration) async throws -> JSONValue
    {
        journal.append("evaluateJavaScript")
        return .null
    }

    public func callAsyncJavaScript(
        _ body: String, arguments: [String: JSONValue], in world: ScriptWorld, timeout: Duration
    ) async throws -> JSONValue {
        try JavaScriptArguments.validate(arguments)
        let name = arguments["name"]?.stringValue ?? "?"
        journal.append("call(\(name))")
        guard body == BridgeInvocation.body else { return .null }
        guard documentScripts.contains(where: { $0.name == "js/bridge.js" }) else {
            throw WebContentError.javaScript(name: "ReferenceError", message: "Can't find variable: WebContentBridge")
        }
        let payload = arguments["payload"] ?? .null
        let document = documentNumber
        let value = try await answer(name, payload: payload)
        guard document == documentNumber else { throw WebContentError.superseded }
        journal.append("answered(\(name))")
        return value
    }

    /// The fake has one channel: the bridge body through ``callAsyncJavaScript(_:arguments:in:timeout:)``.
    public func callBridge(_ handler: String, payload: JSONValue, timeout: Duration) async throws -> JSONValue {
        try await callBridgeByAsyncJavaScript(handler, payload: payload, timeout: timeout)
    }

    public func snapshotPNG() async throws -> Data {
        pngHeader(width: viewportWidth, height: max(contentSize.height, 1))
    }

    /// A stand-in PDF: the header's fields, then the content, as text after a PDF signature.
    public func printPDF() async throws -> Data {
        journal.append("printPDF")
        var fields: [String] = []
        if case .object(let members)? = printHeader {
            fields = members.keys.sorted().compactMap { members[$0]?.stringValue }
        }
        return Data(("%PDF-1.4\n" + (fields + [insertedContent ?? loadedHTML ?? ""]).joined(separator: "\n")).utf8)
    }

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
        viewportWidth = configuredViewportWidth
        documentNumber += 1
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
