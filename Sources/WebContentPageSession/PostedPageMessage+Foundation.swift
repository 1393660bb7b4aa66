import Foundation
import WebContentCore

extension PostedPageMessage {
    /// What the page posted to WebKit's handler, which hands the body over as a Foundation object: bridge.js posts
    /// JSON text, handed over as it is, never encoded again.
    package init(foundationBody body: Any) {
        self = if let text = body as? String { .text(text) } else { .value(json: FoundationJSON.text(body)) }
    }
}
