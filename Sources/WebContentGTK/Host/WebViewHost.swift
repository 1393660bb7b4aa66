#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import WebContentCore
import WebContentPageSession

/// The GLib-side owner of one real WebKitWebView, inside a real, shown, undecorated GtkWindow of its own or
/// inside an app's widget tree (``HostOptions/embedded``).
///
/// Everything here runs on the GLib thread. It turns WebKit's signals and callbacks into ``HostEvent``s and
/// pending-call results; the main-actor ``GTKWebEngine`` decides what they mean. The view must be in a shown
/// window: a view in a hidden one reports `visibilityState = "hidden"`, so rAF never fires and timers crawl.
/// An embedded view is placed by its app before it loads: moving a view between windows later leaves it on the
/// old window's frame clock (its size reports stall until the next page call).
@GLibActor
final class WebViewHost {

    let hostID: UInt64
    /// The private window; nil for an embedded view.
    let window: UnsafeMutablePointer<GtkWidget>?
    /// What an embedded view's app places in its tree: a frame holding the view, owned by the host until then.
    let frame: UnsafeMutablePointer<GtkWidget>?
    let view: UnsafeMutablePointer<WebKitWebView>
    let contentManager: OpaquePointer
    /// A network session of the view's own, behind ``HostOptions/networkProxy``; nil: the shared one.
    private let proxiedSession: OpaquePointer?
    let options: HostOptions
    let events: AsyncStream<HostEvent>.Continuation
    /// The page's life: the calls waiting on WebKit, the load in flight, our own load's navigation, what the
    /// content scheme serves, and the navigation decisions (true uses, false ignores, each holding a reference) and
    /// message replies (the router's JSON text, nil: no answer) still waiting.
    let session: Session
    /// Swift-to-page bridge calls ride this channel once the document's bridge said hello.
    var channel: BridgeChannel<OpaquePointer>

    /// The loads asked for and started: the session's, shared with the engine; a load or call for an older one fails
    /// with `.superseded`, and every one once the host closed with `.engineClosed`.
    var tickets: SharedLoadTickets { session.tickets }
    /// Whether the host closed (the engine reads the same value).
    var isClosed: Bool { tickets.isClosed }

    init(options: HostOptions, events: AsyncStream<HostEvent>.Continuation, tickets: SharedLoadTickets) {
        hostID = WebKitEnvironment.shared.hosts.nextID()
        self.options = options
        self.events = events
        session = PageSession(
            reader: PageMessageInbox.reader(for: options.configuration), tickets: tickets,
            perform: WebViewHost.perform)
        channel = BridgeChannel(calls: session.calls)
        let environment = WebKitEnvironment.shared
        contentManager = webkit_user_content_manager_new()
        let settings = webkit_settings_new()
        Self.configure(settings, options)
        proxiedSession = options.networkProxy.map(Self.proxiedSession)
        let session = proxiedSession ?? environment.session
        // A related view takes its related view's network session: one behind a proxy of its own starts its own
        // process rather than load past its proxy.
        if proxiedSession == nil, let related = options.processGroup?.relatedView {
            view = wck_web_view_new_related(contentManager, settings, related)
        } else {
            view = wck_web_view_new(contentManager, environment.context, session, settings)
        }
        options.processGroup?.join(view)
        g_object_unref(UnsafeMutableRawPointer(settings))
        let viewWidget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        if options.embedded {
            window = nil
            // A web view asks for its document's size, never less than its viewport: inside a plain box it could
            // grow but never shrink (a message 479 px tall stayed 479 after its content became 279). A scrolled
            // window that never scrolls gives it exactly its minimum, the height the View sets.
            let scroller = gtk_scrolled_window_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(scroller))
            let scrolled = OpaquePointer(scroller)
            gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_child(scrolled, viewWidget)
            frame = scroller
        } else {
            frame = nil
            let window = gtk_window_new()!
            self.window = window
            let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_decorated(gtkWindow, 0)
            gtk_window_set_default_size(
                gtkWindow, gint(options.configuration.viewportWidth), gint(EngineSettings.initialHeight))
            gtk_window_set_child(gtkWindow, viewWidget)
        }
        WebKitEnvironment.shared.hosts.add(self)
        connectSignals()
        registerMessageHandler()
        registerBridgeChannel()
        if let gtkWindow { gtk_window_present(gtkWindow) }
    }

    isolated deinit {
        close()
    }

    /// The core's ``EngineSettings`` copied onto WebKitGTK's, and off everything else a hostile page could use
    /// to leave the view.
    private static func configure(_ settings: OpaquePointer?, _ options: HostOptions) {
        let wanted = EngineSettings(options.configuration)
        webkit_settings_set_enable_javascript(settings, 1)  // our isolated-world scripts need the engine
        webkit_settings_set_enable_javascript_markup(settings, wanted.runsPageScripts ? 1 : 0)
        webkit_settings_set_javascript_can_open_windows_automatically(settings, wanted.scriptsOpenWindows ? 1 : 0)
        webkit_settings_set_enable_developer_extras(settings, 0)
        webkit_settings_set_enable_back_forward_navigation_gestures(settings, 0)
        webkit_settings_set_enable_page_cache(settings, 0)
        webkit_settings_set_allow_file_access_from_file_urls(settings, 0)
        webkit_settings_set_allow_universal_access_from_file_urls(settings, 0)
        webkit_settings_set_enable_html5_database(settings, 0)
        webkit_settings_set_enable_html5_local_storage(settings, wanted.allowsLocalStorage ? 1 : 0)
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow>? {
        window.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
    }

    /// Resizes the window, and so the layout viewport, to `width` CSS pixels.
    ///
    /// The X server applies a resize later; a document laid out before then would be fitted to the old width
    /// (seen under load: a 120 px block measured 98 px, zoomed for a 441 px window). So this waits, a frame at a
    /// time and at most a second, until the view has the width.
    /// An embedded view takes the width its app's layout gives it.
    func setViewportWidth(_ width: Double) async {
        guard let gtkWindow else { return }
        gtk_window_set_default_size(gtkWindow, gint(width.rounded()), gint(EngineSettings.initialHeight))
        let target = gint(width.rounded())
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        for _ in 0..<60 where !isClosed && gtk_widget_get_width(widget) != target {
            try? await Task.sleep(for: .milliseconds(16))
        }
    }

    /// Throws when the host was closed.
    func ensureOpen() throws {
        if isClosed { throw WebContentError.engineClosed }
    }

    /// The page session over WebKitGTK's navigations (unnamed), policy decisions and message replies.
    typealias Session = PageSession<UnnamedNavigation, UnsafeMutablePointer<WebKitPolicyDecision>, PendingReply>

    /// Carries out a command of the session: uses or ignores a decision and lets go of its reference; writes a
    /// reply.
    nonisolated static func perform(_ command: Session.Command) {
        switch command {
        case .decide(let decision, let allow):
            if allow { webkit_policy_decision_use(decision) } else { webkit_policy_decision_ignore(decision) }
            g_object_unref(UnsafeMutableRawPointer(decision))
        case .reply(let pending, let json):
            send(pending, json: json)
        case .reject(let pending, let reason):
            webkit_script_message_reply_return_error_message(pending.reply, reason)
            release(pending)
        }
    }

    /// Destroys the window and view; fails everything pending.
    ///
    /// Idempotent.
    func close() {
        guard tickets.close() else { return }
        session.closed()
        resetChannel()
        unregisterBridgeChannel()
        webkit_user_content_manager_unregister_script_message_handler(
            contentManager, PageMessageRouter.handlerName, ScriptWorld.content.name)
        WebKitEnvironment.shared.hosts.remove(hostID)
        options.processGroup?.leave(view)
        if let gtkWindow { gtk_window_destroy(gtkWindow) }
        if let frame {
            // The app may still show the (now empty) frame; the view and its web process go now.
            gtk_scrolled_window_set_child(OpaquePointer(frame), nil)
            g_object_unref(UnsafeMutableRawPointer(frame))
        }
        g_object_unref(UnsafeMutableRawPointer(contentManager))
        if let proxiedSession { g_object_unref(UnsafeMutableRawPointer(proxiedSession)) }
        events.finish()
    }

    /// An ephemeral session whose every load, loopback included (no host is exempt), goes through `proxy`.
    private static func proxiedSession(_ proxy: String) -> OpaquePointer {
        let session = webkit_network_session_new_ephemeral()!
        var exempt: [UnsafePointer<CChar>?] = [nil]
        let settings = exempt.withUnsafeMutableBufferPointer {
            webkit_network_proxy_settings_new(proxy, $0.baseAddress)
        }
        webkit_network_session_set_proxy_settings(session, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, settings)
        webkit_network_proxy_settings_free(settings)
        return session
    }

    /// What every way of losing the page does, closing, our own kill or the web process dying: pending calls
    /// fail with `error` at once, the bridge channel waits for the next document's hello, no load is current,
    /// undecided navigations are refused and unanswered page messages answered empty.
    func abandonPage(failing error: WebContentError) {
        session.pageLost(error)
        resetChannel()
    }
}
#endif
