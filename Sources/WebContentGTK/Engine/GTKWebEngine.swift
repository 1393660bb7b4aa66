#if canImport(CWebKitGTK)
import Foundation
public import WebContentCore
public import WebContentPageSession

/// WebKitGTK 6.0 behind `WebEngine` and `WebPresentation`: a real WebKitWebView in a real, shown GtkWindow.
///
/// The public face lives on the main actor; every GTK and WebKit call happens on the GLib thread
/// (``GLibActor``) inside a `WebViewHost`. The host reports what WebKit does through one ordered event
/// stream; this class turns those events into delegate calls, navigation decisions and message replies.
@MainActor
public final class GTKWebEngine: PageReportRecording {
    /// Told when the web process dies; the core's Interactor.
    public weak var engineDelegate: (any WebEngineDelegate)?
    /// Told the taps, sizes, titles and routes the page reports; the module's View.
    public weak var presentationDelegate: (any WebPresentationDelegate)?
    /// The configuration the engine was made with.
    public let configuration: WebViewConfiguration

    /// The width the content is laid out for; setting it resizes the window.
    public var viewportWidth: Double {
        didSet {
            guard viewportWidth != oldValue else { return }
            let width = viewportWidth
            updateHost { await $0.setViewportWidth(width) }
        }
    }

    /// How long a load may take before it fails with a timeout.
    public var loadTimeout = EngineSettings.loadTimeout

    let host: WebViewHost
    /// The attempts, size and title of the current document.
    public package(set) var reports = PageReports()
    /// Answers `wck` messages from the content world; created once `self` exists.
    var inbox: PageMessageInbox?
    /// The last click the content world reported, to tell iframe navigations from top-frame ones.
    var recentClick: RecentClick?
    private var eventTask: Task<Void, Never>?
    /// The last synchronous-API change (scripts, width) on its way to the host; loads and calls wait for it.
    private var hostUpdate: Task<Void, Never>?
    /// The loads asked for: the host's page session's, shared; calls carry the newest one's number so the host can
    /// tell which document they meant.
    private let tickets: SharedLoadTickets
    /// Whether the host closed: every call then fails with `WebContentError.engineClosed`.
    var isClosed: Bool { tickets.isClosed }

    /// A new engine with its own shown window; starts the GLib thread (and Xvfb when there is no display).
    public static func make(configuration: WebViewConfiguration) async throws -> GTKWebEngine {
        try await make(configuration: configuration, embedded: false)
    }

    /// A new engine whose every remote load goes through the HTTP proxy at `networkProxy`.
    ///
    /// The engine gets a network session of its own, with no host exempt from the proxy (loopback included): how
    /// a service puts an egress filter in front of each engine and knows which engine a refusal belongs to.
    public static func make(configuration: WebViewConfiguration, networkProxy: String) async throws -> GTKWebEngine {
        try await make(configuration: configuration, embedded: false, networkProxy: networkProxy)
    }

    /// Bounds every web process of this process's engines to `mib` MiB: WebKit kills one past it, and its engine
    /// reports the process lost for exceeding its memory limit (`WebContentError.webProcessTerminated`).
    ///
    /// Process-wide, and fixed when the first engine is made: returns false when called after that.
    @discardableResult
    public static func limitWebProcessMemory(toMiB mib: Int) -> Bool {
        WebKitEnvironment.setWebProcessMemoryLimit(UInt32(clamping: max(0, mib)))
    }

    /// Starts the GLib thread that owns GTK (and an Xvfb when the process has no display), for an app that builds
    /// its own widgets on ``GLibActor`` before any engine exists.
    public static func startGTK() async throws {
        do {
            try await GLibExecutor.shared.waitUntilReady()
        } catch {
            throw WebContentError.loadFailed("cannot start GTK: \(error)")
        }
    }

    /// Starts the GLib thread, and with it the display, the bus and GTK, from any thread and without waiting: a
    /// command that will render calls it first, so that they come up beside its own start (``startGTK()`` waits
    /// for them, and reports a failure).
    public nonisolated static func beginStartingGTK() {
        GLibExecutor.shared.start()
    }

    /// A new engine whose view is shown in a window of its own, or placed by an app (``GTKContentView``).
    static func make(
        configuration: WebViewConfiguration, embedded: Bool, processGroup: GTKWebProcessGroup? = nil,
        networkProxy: String? = nil
    ) async throws -> GTKWebEngine {
        try await startGTK()
        let (stream, continuation) = AsyncStream<HostEvent>.makeStream()
        let options = HostOptions(
            configuration: configuration, embedded: embedded, processGroup: processGroup, networkProxy: networkProxy)
        let tickets = SharedLoadTickets()
        let host = await WebViewHost.make(options: options, events: continuation, tickets: tickets)
        let hostID = host.hostID
        await WebKitEnvironment.shared.hosts.attach(configuration.resourceProvider, to: hostID)
        let engine = GTKWebEngine(configuration: configuration, host: host, tickets: tickets)
        engine.start(stream)
        StartupTimeline.mark("engine")
        return engine
    }

    private init(configuration: WebViewConfiguration, host: WebViewHost, tickets: SharedLoadTickets) {
        self.configuration = configuration
        self.host = host
        self.tickets = tickets
        self.viewportWidth = configuration.viewportWidth
    }

    isolated deinit {
        eventTask?.cancel()
        let host = host
        Task { @GLibActor in host.close() }
    }

    private func start(_ stream: AsyncStream<HostEvent>) {
        inbox = PageMessageInbox(configuration: configuration) { [weak self] event in
            self?.handle(event)
        }
        eventTask = Task { [weak self] in
            for await event in stream {
                guard let self else { return }
                self.handle(event)
            }
        }
    }

    private func handle(_ event: HostEvent) {
        switch event {
        case .titleChanged(let raw):
            titleChanged(to: raw)
        case .navigation(let id, let navigation):
            decide(id, navigation)
        case .pageEvents(let events, let load):
            // Events of the document a newer load replaces (answered before that load reached the host, handled
            // here after it was asked for) are not the new document's: its attempts and size start from nothing.
            guard load == loadTicket else { return }
            for event in events { handle(event) }
        case .message(let id, let message):
            receiveMessage(id, message)
        case .dialogAttempt(let load):
            guard load == loadTicket else { return }
            dialogAttempted()
        case .webProcessTerminated(let reason):
            engineDelegate?.webEngine(self, webProcessDidTerminate: reason)
        }
    }

    /// Applies a change to the host in the order the caller made it, without blocking the caller.
    func updateHost(_ change: @escaping @GLibActor @Sendable (WebViewHost) async -> Void) {
        let (host, previous) = (host, hostUpdate)
        hostUpdate = Task { @GLibActor in
            await previous?.value
            await change(host)
        }
    }

    /// The number of the newest load asked for.
    var loadTicket: UInt64 { tickets.newest }

    /// A number for a new load, newer than every earlier one.
    func nextLoadTicket() -> UInt64 {
        tickets.take()
    }

    /// Waits until every change made through the synchronous API has reached the host.
    func hostIsUpToDate() async {
        await hostUpdate?.value
    }

    /// Destroys the window and view; pending calls fail with `WebContentError.engineClosed`.
    ///
    /// Idempotent.
    public func close() async {
        guard !isClosed else { return }
        let host = host
        await host.closeOnGLib()
        eventTask?.cancel()
        eventTask = nil
    }
}

extension WebViewHost {
    /// Builds a host on the GLib thread.
    static func make(
        options: HostOptions, events: AsyncStream<HostEvent>.Continuation, tickets: SharedLoadTickets
    ) async -> WebViewHost {
        WebViewHost(options: options, events: events, tickets: tickets)
    }

    /// Closes from another actor.
    func closeOnGLib() { close() }
}
#endif
