import WebContentCore

/// When to recover from a dead web process: at once while the app is active, otherwise when it is active again.
///
/// iOS kills a backgrounded app's web content processes to reclaim memory. Rendering the kept content again right
/// then would start a new web process the system may kill again before anyone sees it, and would spend the little
/// time a suspended app has; so a death while the app is not active is held, and the recovery happens once the app
/// is active again (several deaths meanwhile still make one recovery). The adapter feeds it the platform's
/// app-state notifications; one that feeds none (macOS) always recovers at once.
package struct WebProcessRecoveryGate: Hashable, Sendable {
    /// What the adapter reports.
    package enum Event: Hashable, Sendable {
        /// The web process died.
        case processTerminated
        /// The app became active (UIKit's `didBecomeActiveNotification`).
        case appBecameActive
        /// The app stops being active (UIKit's `willResignActiveNotification`: backgrounded, locked, or covered).
        case appResignedActive
    }

    /// Whether the app is active as far as the events told.
    package private(set) var isAppActive: Bool
    /// Whether a death is waiting for the app to be active again.
    package private(set) var isRecoveryWaiting = false

    /// A gate for an app that is active (`true`, the state an app creates its views in) or not.
    package init(appIsActive: Bool = true) {
        isAppActive = appIsActive
    }

    /// Records `event` and says whether the engine should recover now (tell its delegate the process died).
    package mutating func handle(_ event: Event) -> Bool {
        switch event {
        case .processTerminated:
            guard isAppActive else {
                isRecoveryWaiting = true
                return false
            }
            return true
        case .appBecameActive:
            isAppActive = true
            let recover = isRecoveryWaiting
            isRecoveryWaiting = false
            return recover
        case .appResignedActive:
            isAppActive = false
            return false
        }
    }

    /// Forgets a waiting recovery: the engine closed, or a new load replaced what was to be recovered.
    package mutating func cancelWaitingRecovery() {
        isRecoveryWaiting = false
    }
}
