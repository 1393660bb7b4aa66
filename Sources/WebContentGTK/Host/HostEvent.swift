#if canImport(CWebKitGTK)
import Foundation
import WebContentCore
import WebContentPageSession

/// What the GLib-side host reports to its main-actor engine, in order, through one stream.
enum HostEvent: Sendable {
    /// The page title changed.
    case titleChanged(String?)
    /// A navigation the content started waits for a decision; answer it with ``WebViewHost/decide(_:allow:)``
    /// exactly once. (The host allowed our own load's at once.)
    case navigation(id: UInt64, NavigationReport)
    /// What the document of load `load` (``PageSession/shownLoad``) reported on its own, in one message the host
    /// answered already.
    case pageEvents([PageEvent], load: UInt64)
    /// A message from the content world's `wck` handler that holds a send; answer it with
    /// ``WebViewHost/reply(_:json:)``.
    case message(id: UInt64, PostedPageMessage)
    /// The document of load `load` (``PageSession/shownLoad``) tried to open an alert, confirm, prompt or
    /// before-unload dialog, or to print.
    case dialogAttempt(load: UInt64)
    /// The web process died; every pending call has already failed.
    case webProcessTerminated(WebProcessTerminationReason)
}

/// How a host's view is set up: the engine's configuration (its trust, width, zoom and step timeout, which also
/// bounds how long a navigation decision may wait for the chain), and where the view lives.
struct HostOptions: Sendable {
    let configuration: WebViewConfiguration
    /// The view lives in an app's widget tree (``GTKContentView``) instead of a private window of its own.
    var embedded = false
    /// The group whose web process the view shares; nil: a process of its own.
    var processGroup: GTKWebProcessGroup?
    /// The HTTP proxy every remote load of the view goes through (an egress filter); nil: loads go direct.
    var networkProxy: String?
}
#endif
