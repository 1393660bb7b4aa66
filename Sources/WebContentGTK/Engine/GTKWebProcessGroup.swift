#if canImport(CWebKitGTK)
import CWebKitGTK

/// Engines that share one WebKit web process, such as the messages of one reader column.
///
/// WebKitGTK starts a web process for every web view: a reader paging a long thread made one per message it
/// rendered (about 170 MB resident each, and a process start before each message could paint), and a closed
/// view's process lived on for seconds, so a loaded machine counted 10 to 42 of them. Views made in one group are
/// related views (`WebKitWebView:related-view`) of an anchor view the group keeps and never loads, so they all run
/// in its process: paging a thread keeps one web process, and an engine starts without a process start.
///
/// Each view keeps its own settings, user content manager, scripts and navigation rules; what they share is the
/// process, as a mail client's message views do. A crash of that process ends the page of every view in the group
/// at once; each engine then recovers as usual (and may get a process of its own for it).
@GLibActor
public final class GTKWebProcessGroup {
    private var anchor: UnsafeMutablePointer<WebKitWebView>?

    /// An empty group; its process starts with the first engine made in it.
    public nonisolated init() {}

    isolated deinit {
        if let anchor { g_object_unref(UnsafeMutableRawPointer(anchor)) }
    }

    /// The view every view of the group is related to, made on first use in the shared context and session.
    func relatedView(in environment: WebKitEnvironment) -> UnsafeMutablePointer<WebKitWebView> {
        if let anchor { return anchor }
        let manager = webkit_user_content_manager_new()
        let settings = webkit_settings_new()
        webkit_settings_set_enable_javascript(settings, 0)
        let view = wck_web_view_new(manager, environment.context, environment.session, settings)!
        // A floating widget: sunk here, so the group's one reference keeps it without a parent.
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        g_object_unref(UnsafeMutableRawPointer(settings))
        g_object_unref(UnsafeMutableRawPointer(manager))
        anchor = view
        return view
    }
}
#endif
