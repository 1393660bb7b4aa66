package import Foundation
import WebContentCore

/// A link click the content world reported just before the engine asks about the navigation it causes: where an
/// engine names no navigation's frame (WebKitGTK 2.50), the click says whether it came from the main frame.
package struct RecentClick: Sendable {
    /// How long a click may annotate the navigation it caused.
    package static let window: Duration = .seconds(2)

    /// The clicked link, when the page named it.
    package var url: URL?
    /// Whether the click was in the main frame.
    package var isMainFrame: Bool
    /// When the click was reported.
    package var time: ContinuousClock.Instant

    /// A click on `url` reported at `time`.
    package init(url: URL?, isMainFrame: Bool, time: ContinuousClock.Instant) {
        self.url = url
        self.isMainFrame = isMainFrame
        self.time = time
    }

    /// The click's frame for a navigation to `url` asked about at `now`: nil when the click is older than
    /// ``window`` or was on another link.
    package func isMainFrame(for url: URL?, at now: ContinuousClock.Instant) -> Bool? {
        guard now - time < Self.window, self.url == nil || NavigationDecisions.sameTarget(self.url, url) else {
            return nil
        }
        return isMainFrame
    }
}
