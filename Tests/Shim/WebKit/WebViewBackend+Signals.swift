internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    typealias Reference = GLibReference<WebViewBackend>

    /// Connects a C handler to a signal of `instance` with a retained weak reference to this backend.
    func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback) {
        g_signal_connect_data(
            instance, signal, handler, Reference(self).retainedPointer(), { data, _ in Reference.release(data) },
            GConnectFlags(rawValue: 0))
    }

    /// Every view signal the WKWebView's delegates hear of.
    func connectSignals() {
        guard let view else { return }
        let instance = UnsafeMutableRawPointer(view)
        let loadChanged: WebViewSignalHandler.LoadChanged = { _, event, data in
            let reference = Reference.borrow(data)
            GLibActor.assumeIsolated { reference.target?.loadChanged(WebKitLoadEvent(rawValue: event)) }
        }
        connect(instance, "load-changed", unsafeBitCast(loadChanged, to: GCallback.self))

        let loadFailed: WebViewSignalHandler.LoadFailed = { _, event, _, error, data in
            let reference = Reference.borrow(data)
            let failure = ShimErrors.load(error)
            let provisional = WebKitLoadEvent(rawValue: event) != WEBKIT_LOAD_COMMITTED
            GLibActor.assumeIsolated { reference.target?.loadFailed(failure, provisional: provisional) }
            return 1  // no WebKitGTK error page: Apple's WebKit shows none either
        }
        connect(instance, "load-failed", unsafeBitCast(loadFailed, to: GCallback.self))

        let decidePolicy: WebViewSignalHandler.DecidePolicy = { _, decision, type, data in
            let reference = Reference.borrow(data)
            guard let decision else { return 0 }
            let policy = decision.assumingMemoryBound(to: WebKitPolicyDecision.self)
            GLibActor.assumeIsolated {
                reference.target?.decidePolicy(policy, type: WebKitPolicyDecisionType(rawValue: type))
            }
            return 1
        }
        connect(instance, "decide-policy", unsafeBitCast(decidePolicy, to: GCallback.self))

        let dialog: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, dialog, data in
            let reference = Reference.borrow(data)
            guard let dialog else { return 0 }
            GLibActor.assumeIsolated { reference.target?.scriptDialog(dialog) }
            return 1  // never WebKitGTK's own dialog: the UI delegate answers, or nobody sees it
        }
        connect(instance, "script-dialog", unsafeBitCast(dialog, to: GCallback.self))

        // window.print(): Apple's WKWebView shows no print panel by itself; WebKitGTK would open GTK's.
        let print:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
                -> gboolean = { _, _, _ in 1 }
        connect(instance, "print", unsafeBitCast(print, to: GCallback.self))

        let terminated: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
            _, _, data in
            let reference = Reference.borrow(data)
            GLibActor.assumeIsolated { reference.target?.webProcessTerminated() }
        }
        connect(instance, "web-process-terminated", unsafeBitCast(terminated, to: GCallback.self))

        let title:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
                -> Void = { _, _, data in
                    let reference = Reference.borrow(data)
                    GLibActor.assumeIsolated { reference.target?.titleChanged() }
                }
        connect(instance, "notify::title", unsafeBitCast(title, to: GCallback.self))
    }

    private func titleChanged() {
        guard let view else { return }
        report(.titleChanged(webkit_web_view_get_title(view).map { String(cString: $0) }))
    }

    private func webProcessTerminated() {
        // Apple answers the waiting JavaScript calls with "web content process terminated" before telling the
        // delegate; WebKitGTK fails them on its own, with errors ShimErrors reads as that.
        report(.webProcessTerminated)
    }
}
