/// The seed's "page" strategy: the page asks the host to close, reload or retitle it.
///
/// Page script sends `{"action": "close"}`, `{"action": "setTitle", "title": "…"}`, or the seed's bare string
/// `"Close"`. Each message goes to the injected sink; the reply says it was accepted.
public struct PageScriptMessageStrategy: TypedScriptMessageStrategy {
    /// What the page asks for.
    public struct Message: Decodable, Hashable, Sendable {
        /// The host action the page asks for.
        public enum Action: String, Decodable, Hashable, Sendable, CaseIterable {
            case close, reload, setTitle
        }

        /// What the page asks the host to do.
        public var action: Action
        /// For `setTitle`; at most ``maxTitleLength`` characters.
        public var title: String?

        /// The most characters of a title kept; the rest is cut.
        public static let maxTitleLength = 300

        /// A message asking for `action`, with a title for `setTitle`.
        public init(action: Action, title: String? = nil) {
            self.action = action
            self.title = title
        }

        private enum CodingKeys: String, CodingKey { case action, title }

        /// Decodes `{"action": …, "title": …}` or a bare action name in any case; `setTitle` needs a title.
        public init(from decoder: any Decoder) throws {
            // The seed posts a bare string ("Close"): accept it case-insensitively.
            if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self) {
                guard let action = Action.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() })
                else {
                    throw DecodingError.dataCorruptedError(
                        in: single, debugDescription: "unknown action \"\(word.prefix(40))\"")
                }
                self.init(action: action)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let action = try container.decode(Action.self, forKey: .action)
            let title = try container.decodeIfPresent(String.self, forKey: .title)
            if action == .setTitle && title == nil {
                throw DecodingError.keyNotFound(
                    CodingKeys.title, .init(codingPath: [], debugDescription: "setTitle needs a title"))
            }
            self.init(action: action, title: title.map { String($0.prefix(Self.maxTitleLength)) })
        }
    }

    /// The answer to the page.
    public struct Reply: Encodable, Hashable, Sendable {
        /// Whether the message was taken (always true: it reached the sink).
        public var accepted: Bool
        /// The action's name, such as `close`.
        public var action: String
    }

    /// The name page scripts send under: `page`.
    public let identifier = "page"
    private let sink: @Sendable (Message) async -> Void

    /// A strategy that hands each message to `sink`.
    public init(sink: @escaping @Sendable (Message) async -> Void) {
        self.sink = sink
    }

    /// Hands the message to the sink and answers that it was accepted.
    public func handle(_ payload: Message) async throws -> Reply {
        await sink(payload)
        return Reply(accepted: true, action: payload.action.rawValue)
    }
}
