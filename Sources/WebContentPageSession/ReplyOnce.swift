import Foundation
import WebContentCore

/// The reply handler of one page message, called exactly once (WebKit requires it).
@MainActor
package final class ReplyOnce {
    private var handler: (@MainActor @Sendable (Any?, String?) -> Void)?

    package init(_ handler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        self.handler = handler
    }

    /// Resolves the page's Promise with `object` (a Foundation JSON object).
    package func succeed(_ object: Any) {
        guard let handler else { return }
        self.handler = nil
        handler(object, nil)
    }

    /// Rejects the page's Promise with `message`.
    package func fail(_ message: String) {
        guard let handler else { return }
        self.handler = nil
        handler(nil, message)
    }
}

extension ReplyOnce {
    /// Resolves the page's Promise with the router's JSON `answer`: as that text when the page posted text (bridge.js
    /// parses it), as the Foundation object it describes otherwise.
    ///
    /// No answer (nil: the page went before the router answered) rejects it, as on WebKitGTK.
    package func answer(_ answer: String?, to message: PostedPageMessage) {
        guard let answer else { return fail("no answer") }
        guard !message.answersAsText else { return succeed(answer) }
        guard let object = try? FoundationJSON.object(json: answer) else { return fail("no answer") }
        succeed(object)
    }
}
