/// The errors by code, named like the cases of the types they replace so that throwing sites read the same.
extension WebContentError {
    /// The document failed to load, for `reason`.
    public static func loadFailed(_ reason: String) -> WebContentError { .init(code: .loadFailed, message: reason) }

    /// A newer load replaced the one this call belonged to.
    public static let superseded = WebContentError(code: .superseded, message: "superseded by a newer load")

    /// `what` did not answer within `seconds`.
    public static func timeout(_ what: String, seconds: Double) -> WebContentError {
        .init(code: .timeout, message: "\(what) did not answer within \(seconds) s")
    }

    /// Page JavaScript threw; name and message as the page reported them.
    public static func javaScript(name: String, message: String) -> WebContentError {
        .init(code: .javaScript, message: message, name: name)
    }

    /// The web process died for `reason`; pending calls fail with this at once.
    public static func webProcessTerminated(_ reason: WebProcessTerminationReason) -> WebContentError {
        .init(code: .webProcessTerminated, message: "web process terminated (\(reason))", terminationReason: reason)
    }

    /// The engine was closed or is not usable.
    public static let engineClosed = WebContentError(code: .engineClosed, message: "engine closed")

    /// The input could not be used (too large, invalid, malformed message).
    public static func invalidInput(_ reason: String) -> WebContentError {
        .init(code: .invalidInput, message: reason)
    }

    /// A value from the page did not have the expected shape.
    public static func malformedResult(_ reason: String) -> WebContentError {
        .init(code: .malformedResult, message: reason)
    }

    /// The caller's task was cancelled.
    public static let cancelled = WebContentError(code: .cancelled, message: "cancelled")

    /// No script message strategy is registered under `name`.
    public static func unknownScriptMessage(_ name: String) -> WebContentError {
        // The name comes from the page: only its start goes into the account.
        .init(
            code: .unknownScriptMessage, message: "no script message strategy named \"\(name.prefix(100))\"",
            name: name)
    }

    /// The body does not decode as the payload of strategy `name`; `reason` says where and why.
    public static func malformedPayload(name: String, reason: String) -> WebContentError {
        .init(code: .malformedPayload, message: reason, name: name)
    }

    /// The reply of strategy `name` cannot be represented as JSON.
    public static func unencodableReply(name: String, reason: String) -> WebContentError {
        .init(code: .unencodableReply, message: reason, name: name)
    }

    /// A page message refused; `name` is a short machine-readable kind, such as `TooLarge` or `UnknownHandler`.
    public static func pageMessage(name: String, message: String) -> WebContentError {
        .init(code: .pageMessage, message: message, name: name)
    }

    /// The route table's data is not JSON, or not `{"routes":[...]}`.
    public static func malformedRouteTable(reason: String) -> WebContentError {
        .init(code: .malformedRouteTable, message: reason)
    }

    /// The rule at `index` (zero-based, in declaration order), named `name` if it has one, is invalid.
    public static func invalidRoute(index: Int, name: String?, reason: String) -> WebContentError {
        .init(code: .invalidRoute, message: reason, name: name, ruleIndex: index)
    }

    /// The input does not start with a header field, so it is not an RFC 822 message.
    public static let notAMessage = WebContentError(
        code: .notAMessage, message: "not an e-mail message: it does not start with a header field")

    /// The input is an Outlook `.msg` file (a compound file of Outlook's own format), not an RFC 822 message.
    public static let outlookMessageFile = WebContentError(
        code: .notAMessage,
        message: "not an e-mail message: an Outlook .msg file (a compound file); save or export it as .eml")

    /// The message of `bytes` is larger than the mail reader's byte limit, `limit` (WebContentMail's
    /// `MailMessage.Limits.maximumBytes`).
    public static func messageTooLarge(bytes: Int, limit: Int) -> WebContentError {
        .init(code: .messageTooLarge, message: "message is \(bytes) bytes, over the \(limit)-byte limit")
    }

    /// A remote-content trust store could not be read, for `reason`.
    public static func invalidTrustStore(_ reason: String) -> WebContentError {
        .init(code: .invalidTrustStore, message: reason)
    }

    /// Any error as a WebContentError: WebContentErrors as they are, a cancellation as ``cancelled``, and any
    /// other error under `code`, the code of what failed (``Code/loadFailed`` for a load), with its text.
    ///
    /// The caller names the code because only it knows what failed: an error of another type is no page's
    /// exception, so it is never filed as ``Code/javaScript``.
    public init(_ error: any Error, otherwise code: Code) {
        switch error {
        case let error as WebContentError: self = error
        case is CancellationError: self = .cancelled
        default: self.init(code: code, message: "\(error)")
        }
    }
}
