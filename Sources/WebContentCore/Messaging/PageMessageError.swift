/// Why a page message was refused; answered to the page as `{"error": {"name", "message"}}`.
public struct PageMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A short machine-readable kind, such as `TooLarge` or `UnknownHandler`.
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    static func malformed(_ message: String) -> PageMessageError {
        PageMessageError(name: "Malformed", message: message)
    }
    static func tooLarge(_ message: String) -> PageMessageError { PageMessageError(name: "TooLarge", message: message) }

    public var description: String { "\(name): \(message)" }

    /// The wire shape of this error.
    var reply: JSONValue {
        .object(["error": .object(["name": .string(name), "message": .string(message)])])
    }

    /// Any error as the page sees it: its name and message, never a crash on odd error types.
    static func from(_ error: any Error) -> PageMessageError {
        switch error {
        case let known as PageMessageError:
            return known
        case let engine as WebEngineError:
            if case .javaScript(let name, let message) = engine {
                return PageMessageError(name: name, message: message)
            }
            return PageMessageError(name: "WebEngineError", message: engine.description)
        default:
            return PageMessageError(name: String(describing: type(of: error)), message: String(describing: error))
        }
    }
}
