#if canImport(WebKit)
public import Foundation
public import WebContentCore
public import WebContentPageSession
public import WebKit

/// WKWebView behind `WebEngine` and `WebPresentation`: the Apple twin of the WebKitGTK adapter.
///
/// A translator and nothing more: WebKit's delegate calls become engine and presentation events, navigation
/// decisions come from the configuration's chain, page messages are answered by the core's `PageMessageRouter`.
/// Render strategies, timeouts of steps, generations and crash recovery all live in WebContentCore.
/// Everything runs on the main actor, as WebKit requires.
@MainActor
public final class WKWebEngine: NSObject, PageReportRecording {
    /// Told when the web process dies; the core's Interactor.
    public weak var engineDelegate: (any WebEngineDelegate)?
    /// Told the taps, sizes, titles and routes the page reports; the module's View.
    public weak var presentationDelegate: (any WebPresentationDelegate)?
    /// The configuration the engine was made with.
    public let configuration: WebViewConfiguration

    /// The web view.
    ///
    /// A host puts it in its own view hierarchy (a cell's content view, a SwiftUI representable) and keeps
    /// ``viewportWidth`` equal to its laid-out width.
    public let webView: WKWebView

    /// The width the content is laid out for; setting it resizes the web view's frame.
    public var viewportWidth: Double {
        didSet {
            guard viewportWidth != oldValue else { return }
            webView.frame.size.width = CGFloat(viewportWidth)  // the height stays
        }
    }

    /// How long a load may take before it fails with a timeout.
    public var loadTimeout = EngineSettings.loadTimeout

    let contentController: WKUserContentController
    let schemeHandler: ContentSchemeHandler
    /// Answers `cid:` and proxied images from the configuration's resource provider, when it has one.
    let resourceHandler: ResourceSchemeHandler?
    let messageProxy: ScriptMessageProxy
    /// The page's life: the load tickets, the calls waiting on WebKit, the load in flight and the WebKit navigation
    /// that carries it, our own load's navigation, the navigation decisions (true allows) and page messages (the
    /// router's JSON text) still waiting, when to recover from a dead web process and the long-press menu's link.
    let session: Session
    /// The attempts, size and title of the current document.
    public package(set) var reports = PageReports()
    /// Routes the `wck` messages that hold a send; created once `self` exists.
    var inbox: PageMessageInbox?
    /// The remote-content rule list on the content controller, following each page's policy.
    let remoteRules: RuleListSwitch
    var titleObservation: NSKeyValueObservation?
    /// The view's own height while snapshots of a windowless view hold it taller.
    var snapshotResize = SnapshotResize()
    /// The app-state notification observers that tell the session when the app is active (iOS).
    var appStateObservers: [any NSObjectProtocol] = []
    /// Whether the engine closed: every call then fails with `WebContentError.engineClosed`.
    var isClosed: Bool { session.tickets.isClosed }

    /// A new engine with its own web view, set up from `configuration`.
    ///
    /// When the remote-content policy is `.block`, the rule list compiles in the background and the first load
    /// waits for it, so no document ever loads without it.
    public init(configuration: WebViewConfiguration) {
        self.configuration = configuration
        viewportWidth = configuration.viewportWidth
        contentController = WKUserContentController()
        session = Session(reader: PageMessageInbox.reader(for: configuration), overtakingCalls: true) {
            WKWebEngine.perform($0)
        }
        schemeHandler = ContentSchemeHandler(session: session)
        resourceHandler = configuration.resourceProvider.map(ResourceSchemeHandler.init(provider:))
        messageProxy = ScriptMessageProxy()
        remoteRules = RemoteContentRules.switch(for: contentController)
        let setup = Self.webViewConfiguration(
            for: configuration, contentController: contentController, schemeHandler: schemeHandler,
            resourceHandler: resourceHandler)
        webView = WKWebView(
            frame: CGRect(x: 0, y: 0, width: configuration.viewportWidth, height: EngineSettings.initialHeight),
            configuration: setup)
        super.init()
        start()
    }

    /// A new engine whose remote-content rules, if any, are already in place: the GTK adapter's factory shape.
    public static func make(configuration: WebViewConfiguration) async throws -> WKWebEngine {
        let engine = WKWebEngine(configuration: configuration)
        try await engine.remoteRules.waitForInstall()
        return engine
    }

    private func start() {
        inbox = PageMessageInbox(configuration: configuration) { [weak self] event in
            self?.record(event)
        }
        messageProxy.engine = self
        contentController.addScriptMessageHandler(
            messageProxy, contentWorld: Self.contentWorld(.content), name: PageMessageRouter.handlerName)
        webView.navigationDelegate = self
        webView.uiDelegate = self
        applyLinkPreviewPolicy()
        applyZoomPolicy()
        observeTitle()
        #if canImport(UIKit)
        prepareForUIKit()
        #endif
        if configuration.remoteContentPolicy == .block { remoteRules.startInstalling() }
    }

    /// Stops everything and detaches the web view; pending calls fail with `WebContentError.engineClosed`.
    ///
    /// Idempotent.
    public func close() async {
        guard session.tickets.close() else { return }
        session.closed()
        titleObservation?.invalidate()
        titleObservation = nil
        for observer in appStateObservers { NotificationCenter.default.removeObserver(observer) }
        appStateObservers = []
        contentController.removeAllScriptMessageHandlers()
        contentController.removeAllUserScripts()
        messageProxy.engine = nil
        resourceHandler?.close()
        webView.stopLoading()
        webView.navigationDelegate = nil
        webView.uiDelegate = nil
        webView.removeFromSuperview()
    }

    /// The page session over WebKit's navigations, decision handlers and message replies.
    typealias Session = PageSession<
        WKNavigation?, @MainActor @Sendable (WKNavigationActionPolicy) -> Void, (ReplyOnce, PostedPageMessage)
    >

    /// Carries out a command of the session: calls a decision handler; answers a message's reply.
    static func perform(_ command: Session.Command) {
        switch command {
        case .decide(let decide, let allow): decide(allow ? .allow : .cancel)
        case .reply(let pending, let json): pending.0.answer(json, to: pending.1)
        case .reject(let pending, let reason): pending.0.fail(reason)
        }
    }
}
#endif
