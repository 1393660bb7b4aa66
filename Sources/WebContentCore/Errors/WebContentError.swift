/// Everything that can go wrong in WebContentKit, as a value: one type that grows by codes, never by cases.
///
/// A client switches on ``code`` (with a `default`) or compares it (`error.code == .superseded`), so a code added
/// later does not break its build, which a new case of a public enum would. The fields beside the code carry what
/// some codes need: the page's error name, the rule that failed, why the web process went away.
public struct WebContentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public var code: Code
    /// The detail: the reason or the page's message, after the code's own prefix in ``description``; for a code
    /// that has no detail of its own (``Code/superseded``, ``Code/timeout``, ...), the whole account.
    public var message: String
    /// The page's error name for ``Code/javaScript``, the refusal's kind (`TooLarge`, `UnknownHandler`) for
    /// ``Code/pageMessage``, the strategy for a script message, the rule's name for ``Code/invalidRoute``.
    public var name: String?
    /// Why the web process went away, for ``Code/webProcessTerminated``.
    public var terminationReason: WebProcessTerminationReason?
    /// The zero-based index of the bad rule, for ``Code/invalidRoute``.
    public var ruleIndex: Int?

    // No public init: clients build errors with the factories named after the codes, which fill the fields each
    // needs. The package itself uses the memberwise init the compiler writes (internal, the optionals nil).

    /// The account of the failure, worded as each of the six error types before this one printed it (the CLI's
    /// output and its tests read these lines).
    public var description: String {
        switch code.value {
        case .loadFailed: "load failed: \(message)"
        case .javaScript: "JavaScript \(name ?? "Error"): \(message)"
        case .invalidInput: "invalid input: \(message)"
        case .malformedResult: "malformed result: \(message)"
        case .malformedPayload: "malformed payload for \"\(name ?? "")\": \(message)"
        case .unencodableReply: "reply of \"\(name ?? "")\" is not JSON: \(message)"
        case .pageMessage: "\(name ?? "Error"): \(message)"
        case .malformedRouteTable: "route table: \(message)"
        case .invalidRoute:
            "route table: routes[\(ruleIndex ?? 0)]\(name.map { " (\"\($0)\")" } ?? ""): \(message)"
        case .invalidTrustStore: "trust store: \(message)"
        case .superseded, .timeout, .webProcessTerminated, .engineClosed, .cancelled, .unknownScriptMessage,
            .notAMessage, .messageTooLarge:
            message
        }
    }
}
