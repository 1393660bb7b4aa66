/// Why a message could not be read at all.
public enum MailMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input does not start with a header field, so it is not an RFC 822 message.
    case notAMessage
    /// The input is larger than ``MailMessage/Limits/maximumBytes``.
    case tooLarge(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .notAMessage: "not an e-mail message: it does not start with a header field"
        case .tooLarge(let bytes, let limit): "message is \(bytes) bytes, over the \(limit)-byte limit"
        }
    }
}
