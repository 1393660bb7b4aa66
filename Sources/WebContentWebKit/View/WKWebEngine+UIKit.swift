#if canImport(WebKit) && canImport(UIKit)
import Foundation
import UIKit
import WebContentCore
import WebContentPageSession
import WebKit

/// What a web view inside an iOS app's own views needs and a macOS one does not.
extension WKWebEngine {
    /// Sets the web view up to sit in a host's scrolling view (a cell, a column), and follows the app's state.
    func prepareForUIKit() {
        let scrollView = webView.scrollView
        // The host scrolls, not this view. UIKit scrolls to top on a status-bar tap only when exactly one scroll view
        // on screen takes it: every content cell taking it would leave the host's own list unable to.
        scrollView.scrollsToTop = false
        // The host places the content; safe-area insets added here as well would pad each cell under the notch and
        // the home indicator, and change its measured height with the device.
        scrollView.contentInsetAdjustmentBehavior = .never
        // An opaque web view is white until its first paint: in dark mode every new cell would flash. Clear, the
        // host's background shows through until the page (whose colours follow the reader's mode) paints.
        webView.isOpaque = false
        webView.backgroundColor = .clear
        scrollView.backgroundColor = .clear
        observeAppState()
    }

    /// Feeds UIKit's app-state notifications to the recovery gate (`appStateChanged(_:)`).
    ///
    /// The notifications, not `UIApplication.shared`, which app extensions may not use; the gate starts active, the
    /// state an app creates its views in.
    private func observeAppState() {
        let center = NotificationCenter.default
        let events: [(NSNotification.Name, WebProcessRecoveryGate.Event)] = [
            (UIApplication.didBecomeActiveNotification, .appBecameActive),
            (UIApplication.willResignActiveNotification, .appResignedActive),
        ]
        appStateObservers = events.map { name, event in
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                // UIKit posts them on the main thread, and the main queue runs the block there.
                MainActor.assumeIsolated { self?.appStateChanged(event) }
            }
        }
    }
}
#endif
