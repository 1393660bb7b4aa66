internal import CWebKitGTK
import Foundation
import WebContentGTK

extension WebViewBackend {
    /// How the app's load reaches WebKitGTK.
    enum Load: Sendable {
        case html(String, baseURL: String?)
        case request(URL)
    }

    /// Starts the app's load `serial`; a load still pending or running ends as cancelled, as Apple reports a load
    /// that a newer one replaced.
    func load(_ load: Load, serial: UInt64) {
        guard let view else { return }
        if let pendingSerial { report(.loadFailed(serial: pendingSerial, provisional: true, .cancelled)) }
        if let activeSerial { report(.loadFailed(serial: activeSerial, provisional: false, .cancelled)) }
        activeSerial = nil
        pendingSerial = serial
        switch load {
        case .html(let html, let baseURL):
            appLoadURI = baseURL ?? "about:blank"
            webkit_web_view_load_html(view, html, baseURL)
        case .request(let url):
            appLoadURI = url.absoluteString
            webkit_web_view_load_uri(view, url.absoluteString)
        }
    }

    func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED:
            if let pendingSerial {
                activeSerial = pendingSerial
                self.pendingSerial = nil
            } else {
                activeSerial = nextPageSerial
                nextPageSerial -= 1
            }
        case WEBKIT_LOAD_FINISHED:
            // After a failure WebKitGTK reports FINISHED too: that load was already reported.
            guard let activeSerial else { return }
            self.activeSerial = nil
            report(.loadFinished(serial: activeSerial))
        default:
            break
        }
    }

    func loadFailed(_ error: ShimError, provisional: Bool) {
        // A load this backend already reported cancelled (a newer one replaced it) says so again: once is enough.
        guard let serial = activeSerial ?? pendingSerial else { return }
        if activeSerial == serial { activeSerial = nil } else { pendingSerial = nil }
        report(.loadFailed(serial: serial, provisional: provisional, error))
    }
}
