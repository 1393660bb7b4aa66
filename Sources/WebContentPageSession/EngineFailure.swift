package import WebContentCore

/// What an engine's error says, in neutral terms: each adapter sorts its engine's errors (an NSError's domain and
/// code, a GError's) into one of these, and the core decides the ``WebContentError`` for every engine alike.
package enum EngineFailure: Hashable, Sendable {
    /// The engine cancelled it (a newer load replaced the page).
    case cancelled
    /// The web process died.
    case webProcessTerminated
    /// The view is gone.
    case viewInvalidated
    /// The script's result has no JSON form.
    case unsupportedResult
    /// The page threw, or its Promise was rejected: the thrown value's text.
    case exception(String)
    /// Anything else, with the engine's description: the engine's failure, never filed as JavaScript.
    case other(String)

    /// The package's error for it.
    package var error: WebContentError {
        switch self {
        case .cancelled: .cancelled
        case .webProcessTerminated: .webProcessTerminated(.crashed)
        case .viewInvalidated: .engineClosed
        case .unsupportedResult: .malformedResult("the result is not representable in JSON")
        case .exception(let text): Self.exception(from: text)
        case .other(let description): .malformedResult(description)
        }
    }

    /// What a failed load fails with: nil when the engine cancelled it, which only a newer load does (whose
    /// start already failed this one's caller with `.superseded`).
    package static func loadError(_ description: String, cancelled: Bool) -> WebContentError? {
        cancelled ? nil : .loadFailed(description)
    }

    /// Reads an exception's text as its name and message.
    ///
    /// WebKit gives "Name: message"; WebKitGTK prefixes the source location ("file:line:column: Name: message").
    /// A name is one word of letters (a thrown object's own name, `UnknownHandler`, counts); after a location only
    /// an `…Error` or `…Exception` counts, since the location's own colons come first. Anything else is an `Error`
    /// whose message is the whole text.
    package static func exception(from text: String) -> WebContentError {
        if let separator = text.range(of: ": ") {
            let name = text[..<separator.lowerBound]
            let isName =
                !name.isEmpty && name.count <= 64
                && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") }
            if isName { return .javaScript(name: String(name), message: String(text[separator.upperBound...])) }
        }
        let located = /(?:^|: )((?:[A-Z][A-Za-z]*)?(?:Error|Exception)): (.*)$/
        if let match = text.firstMatch(of: located.dotMatchesNewlines()) {
            return .javaScript(name: String(match.output.1), message: String(match.output.2))
        }
        return .javaScript(name: "Error", message: text)
    }
}
