import Foundation
package import WebContentCore

/// How a session tells its own load's end among an engine's unnamed `FINISHED` reports (WebKitGTK's `load-changed`
/// names no navigation, and two loads asked for back to back may each run whole, or the older not at all).
///
/// A served document's load is over once the content scheme served it to the view and a navigation finished. HTML
/// given to the engine directly carries a marker, a comment appended to its end: its load is over when the finished
/// document shows that marker. The adapter reads the document's last marker with a script and reports it
/// (``markerRead(_:shown:)``); the session decides.
extension PageSession where Navigation == UnnamedNavigation {
    /// What the adapter does about a navigation that finished.
    package enum FinishStep: Equatable, Sendable {
        /// Nothing: the load's served document has not been served yet, so the navigation is another's.
        case ignore
        /// The load succeeded.
        case finished
        /// Read the document's last load marker and report it with ``markerRead(_:shown:)``.
        case readMarker(String)
    }

    /// The marker that ends the HTML of load `serial` of engine `host`: a comment body no other load's carries.
    package static func marker(host: UInt64, serial: UInt64) -> String {
        "\(loadMarkerPrefix)\(host)-\(serial)"
    }

    /// The prefix of every load marker, which ``loadMarkerQuery`` looks for.
    package static var loadMarkerPrefix: String { "webcontentkit-load-" }

    /// The script the adapter runs, in the isolated world, to read the shown document's last marker: a function body
    /// whose parameter `prefix` is ``loadMarkerPrefix``; it answers the marker or null.
    package static var loadMarkerQuery: String { LoadMarkerQuery.text }

    /// A navigation finished: what it means for the load in flight.
    package func navigationFinished() -> FinishStep {
        guard served == nil || servedToView else {
            progress?.note(.finishPassedOver)
            return .ignore
        }
        if let loadMarker {
            progress?.note(.markerRead)
            return .readMarker(loadMarker)
        }
        navigationFinished(UnnamedNavigation())
        return .finished
    }

    /// The document showed `shown` as its last load marker (nil: the read failed) after the finish that asked for
    /// `marker`: the load succeeds when `marker` is still the load's and the document shows it, or shows none (its
    /// scripts removed the comment, or its markup took it in as text): only a document positively another load's
    /// is passed over.
    @discardableResult
    package func markerRead(_ marker: String, shown: JSONValue?) -> Bool {
        guard let shown, loadMarker == marker, shown == .null || shown == .string(marker) else {
            if loadMarker == marker { progress?.note(.markerRefused) }
            return false
        }
        return navigationFinished(UnnamedNavigation())
    }
}

/// The navigation of an engine whose load reports do not say which navigation they are about (WebKitGTK's
/// `load-changed` and `load-failed`): there is one at a time, so a ``CurrentLoad`` is carried by the one that
/// started after its load call.
package struct UnnamedNavigation: Hashable, Sendable {
    /// The engine's navigation.
    package init() {}
}

/// The marker query's text, read from the module's resources once per process.
private enum LoadMarkerQuery {
    static let text: String = {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil),
            let text = try? String(contentsOf: root.appendingPathComponent("queries/load-marker.js"), encoding: .utf8)
        else { preconditionFailure("WebContentPageSession's load-marker.js is missing from its bundle") }
        return text
    }()
}
