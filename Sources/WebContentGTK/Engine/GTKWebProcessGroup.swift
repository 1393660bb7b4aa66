#if canImport(CWebKitGTK)
import CWebKitGTK

/// Engines that share one WebKit web process, such as the messages of one reader column.
///
/// WebKitGTK starts a web process for every web view: a reader paging a long thread made one per message it
/// rendered (about 170 MB resident each, and a process start before each message could paint), and a closed
/// view's process lived on for seconds, so a loaded machine counted 10 to 42 of them. A view made in a group is a
/// related view (`WebKitWebView:related-view`) of a live view of the group, so they all run in one process:
/// paging a thread keeps one web process, and an engine starts without a process start.
///
/// The group keeps no view of its own (an empty page would sit in the process, and in a screen reader's list of
/// documents): it relates each new view to one of its live members, and once none is live the next view starts
/// the group's next process. Each view keeps its own settings, user content manager, scripts and navigation rules;
/// what they share is the process, as a mail client's message views do. A crash of that process ends the page of
/// every view in the group at once; each engine then recovers as usual (and may get a process of its own for it).
@GLibActor
public final class GTKWebProcessGroup {
    private var members: [UnsafeMutablePointer<WebKitWebView>] = []

    /// An empty group; its process starts with the first engine made in it.
    public nonisolated init() {}

    /// A live view of the group for a new view to share the process of; nil when none is live.
    var relatedView: UnsafeMutablePointer<WebKitWebView>? { members.last }

    /// `view` is live in the group until it ``leave(_:)``s.
    func join(_ view: UnsafeMutablePointer<WebKitWebView>) { members.append(view) }

    /// `view` closes: no new view may relate to it.
    func leave(_ view: UnsafeMutablePointer<WebKitWebView>) { members.removeAll { $0 == view } }
}
#endif
