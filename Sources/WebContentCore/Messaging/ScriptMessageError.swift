/// Why a script message was refused; thrown, never a crash.
public enum ScriptMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No strategy is registered under the name.
    case unknownName(String)
    /// The body does not decode as the strategy's payload; `reason` says where and why.
    case malformedPayload(name: String, reason: String)
    /// The strategy's reply cannot be represented as JSON.
    case unencodableReply(name: String, reason: String)

    public var description: String {
        switch self {
        case .unknownName(let name):
            return "no script message strategy named \"\(name.prefix(100))\""
        case .malformedPayload(let name, let reason):
            return "malformed payload for \"\(name)\": \(reason)"
        case .unencodableReply(let name, let reason):
            return "reply of \"\(name)\" is not JSON: \(reason)"
        }
    }
}
