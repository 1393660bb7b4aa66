extension WebContentError {
    /// What kind of failure; new codes can be added without breaking a client's code.
    ///
    /// A struct of static values rather than a public enum: a client cannot switch on it exhaustively, so a new
    /// code is not a breaking change.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The codes as an enum, module-internal so ``WebContentError/description`` switches over every one and the
        /// compiler asks for the wording of each new code.
        enum Value: String, Sendable {
            case loadFailed, superseded, timeout, javaScript, webProcessTerminated, engineClosed, invalidInput
            case malformedResult, cancelled
            case unknownScriptMessage, malformedPayload, unencodableReply, pageMessage
            case malformedRouteTable, invalidRoute
            case notAMessage, messageTooLarge
            case invalidTrustStore
        }

        let value: Value

        private init(_ value: Value) { self.value = value }

        /// The code's name, such as `superseded`.
        public var description: String { value.rawValue }

        // Engine: loads, calls into the page, the web process.

        /// The document failed to load.
        public static let loadFailed = Code(.loadFailed)
        /// A newer load replaced the one this call belonged to.
        public static let superseded = Code(.superseded)
        /// A call or step did not answer in time.
        public static let timeout = Code(.timeout)
        /// Page JavaScript threw; ``WebContentError/name`` and ``WebContentError/message`` are the page's.
        public static let javaScript = Code(.javaScript)
        /// The web process died; pending calls fail with this at once.
        public static let webProcessTerminated = Code(.webProcessTerminated)
        /// The engine was closed or is not usable.
        public static let engineClosed = Code(.engineClosed)
        /// The input could not be used (too large, invalid, malformed message).
        public static let invalidInput = Code(.invalidInput)
        /// A value from the page did not have the expected shape.
        public static let malformedResult = Code(.malformedResult)
        /// The caller's task was cancelled.
        public static let cancelled = Code(.cancelled)

        // Messages between the page and the app.

        /// No script message strategy is registered under the name.
        public static let unknownScriptMessage = Code(.unknownScriptMessage)
        /// A script message's body does not decode as its strategy's payload.
        public static let malformedPayload = Code(.malformedPayload)
        /// A strategy's reply cannot be represented as JSON.
        public static let unencodableReply = Code(.unencodableReply)
        /// A page message was refused; answered to the page as `{"error": {"name", "message"}}`.
        public static let pageMessage = Code(.pageMessage)

        // Route tables.

        /// The route table is not JSON, or not `{"routes":[...]}`.
        public static let malformedRouteTable = Code(.malformedRouteTable)
        /// One rule of a route table is invalid; ``WebContentError/ruleIndex`` says which.
        public static let invalidRoute = Code(.invalidRoute)

        // Mail (the codes WebContentMail's reader and trust store throw; the error type is the package's one).

        /// The input does not start with a header field, so it is not an RFC 822 message.
        public static let notAMessage = Code(.notAMessage)
        /// The message is larger than the mail reader's byte limit (WebContentMail's
        /// `MailMessage.Limits.maximumBytes`).
        public static let messageTooLarge = Code(.messageTooLarge)

        // Remote content trust.

        /// A remote-content trust store could not be read.
        public static let invalidTrustStore = Code(.invalidTrustStore)
    }
}
