import Foundation
import WebContentCore

/// A message the content world posted to the `wck` handler, as an adapter received it from its engine.
///
/// bridge.js posts each batch as one JSON string, so an adapter must hand that string over as it is: re-encoding
/// it as JSON (a string literal holding the message) hides the message one layer deeper than the router reads.
package enum PostedPageMessage: Sendable, Hashable {
    /// The page posted a string: the message's own JSON text. Its answer is JSON text, which bridge.js parses.
    case text(String)
    /// The page posted any other value, as the JSON text the adapter made of it; nil when JSON cannot carry it.
    /// Its answer is a value.
    case value(json: String?)

    /// The JSON text the router reads.
    package var json: String {
        switch self {
        case .text(let text): text
        case .value(let json): json ?? "null"
        }
    }

    /// Whether the page expects its answer as JSON text rather than as a value.
    package var answersAsText: Bool {
        if case .text = self { return true }
        return false
    }
}

extension PostedPageMessage {
    /// What the page posted to WebKit's handler, which hands the body over as a Foundation object: bridge.js posts
    /// JSON text, handed over as it is, never encoded again.
    package init(foundationBody body: Any) {
        self = if let text = body as? String { .text(text) } else { .value(json: FoundationJSON.text(body)) }
    }
}
