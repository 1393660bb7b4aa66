/// Page-message refusals as the page reads them: `{"error": {"name", "message"}}`.
extension WebContentError {
    /// A message that is not JSON or not of the wire's shape.
    package static func malformed(_ message: String) -> WebContentError {
        .pageMessage(name: "Malformed", message: message)
    }

    /// A message over one of the ``PageMessageLimits``.
    static func tooLarge(_ message: String) -> WebContentError { .pageMessage(name: "TooLarge", message: message) }

    /// The wire shape of this error.
    var reply: JSONValue {
        .object(["error": .object(["name": .string(name ?? code.description), "message": .string(message)])])
    }

    /// Any error as the page sees it: its name and message, never a crash on odd error types.
    ///
    /// A page-message refusal and a page exception keep their name and message; any other WebContentError is named
    /// `WebContentError` with its whole account as the message; another type is named after its type.
    static func from(_ error: any Error) -> WebContentError {
        guard let known = error as? WebContentError else {
            return .pageMessage(name: String(describing: type(of: error)), message: String(describing: error))
        }
        if known.code == .pageMessage { return known }
        if known.code == .javaScript { return .pageMessage(name: known.name ?? "Error", message: known.message) }
        return .pageMessage(name: "WebContentError", message: known.description)
    }
}
