package import Foundation
import WebContentCore

/// Recognises the navigation of the load an engine started itself, which the chain must never cancel.
///
/// It is recognised by its shape (main frame, type "other", no gesture, no new window) and its URL, the one the
/// engine loaded (a blank page's is `about:blank`), never by a source frame (WebKit gives none). The URL is
/// compared as a target, ignoring the trailing slash WebKit adds to an empty path. Only the first matching
/// navigation is claimed: a later one to the same URL is a navigation like any other.
package struct InitialLoadRule: Sendable {
    private var expected: URL?

    /// Expects nothing yet.
    package init() {}

    /// Expects the navigation of a load of `url` (nil: a document loaded as HTML without a base URL).
    package mutating func expect(_ url: URL?) {
        expected = url ?? URL(string: "about:blank")
    }

    /// Whether `report` is the expected load; it is claimed, so the next navigation to the same URL is not.
    package mutating func claim(_ report: NavigationReport) -> Bool {
        guard report.hasAppStartedShape, NavigationDecisions.sameTarget(report.url, expected) else { return false }
        expected = nil
        return true
    }
}
