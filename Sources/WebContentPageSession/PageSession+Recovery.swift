package import Foundation
package import WebContentCore

extension PageSession {
    /// A load is asked for: its ticket, newer than every earlier one.
    ///
    /// A recovery still waiting for the app to be active is moot: the load brings a dead web process back with this
    /// page.
    package func loadAsked() -> UInt64 {
        recoveryGate.cancelWaitingRecovery()
        return tickets.take()
    }

    /// The web process died with `reason`: the page is lost (``pageLost(_:)``); returns whether the engine recovers
    /// now (tells its delegate, which renders the kept content again) or holds it until the app is active again
    /// (``WebProcessRecoveryGate``).
    package func webProcessTerminated(_ reason: WebProcessTerminationReason) -> Bool {
        pageLost(.webProcessTerminated(reason))
        return recoveryGate.handle(.processTerminated)
    }

    /// Whether a web process's death waits for the app to be active again.
    package var isRecoveryWaiting: Bool { recoveryGate.isRecoveryWaiting }

    /// The app became active or stopped being active; returns whether a recovery held meanwhile is due now.
    package func appStateChanged(_ event: WebProcessRecoveryGate.Event) -> Bool {
        !tickets.isClosed && recoveryGate.handle(event)
    }

    /// The chain allowed a long-press menu's Open of `url`: the engine loads it next, as the app's load, not the
    /// page's (``LinkContextMenu``).
    package func linkMenuOpened(_ url: URL) {
        linkMenu.opened(url)
    }

    /// The core's description of a navigation the engine asks about: the menu's own load is the app's
    /// (``LinkContextMenu/action(for:isInitialLoad:sourceFrameIsMain:)``).
    package func navigationAction(
        for report: NavigationReport, isInitialLoad: Bool, sourceFrameIsMain: () -> Bool?
    ) -> NavigationAction {
        linkMenu.action(for: report, isInitialLoad: isInitialLoad, sourceFrameIsMain: sourceFrameIsMain)
    }
}
