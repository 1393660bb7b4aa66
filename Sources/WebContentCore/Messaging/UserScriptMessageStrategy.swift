/// The seed's "user" strategy: the page sends the host a short text (the seed's `"Hello"`).
///
/// The text goes to the injected sink, cut to ``maxLength`` characters; the reply echoes how many were received.
public struct UserScriptMessageStrategy: TypedScriptMessageStrategy {
    public struct Reply: Encodable, Hashable, Sendable {
        public var received: Int
        public var truncated: Bool
    }

    public static let maxLength = 10_000
    public let identifier = "user"
    private let sink: @Sendable (String) async -> Void

    public init(sink: @escaping @Sendable (String) async -> Void) {
        self.sink = sink
    }

    public func handle(_ payload: String) async throws -> Reply {
        let text = String(payload.prefix(Self.maxLength))
        await sink(text)
        return Reply(received: text.count, truncated: text.count < payload.count)
    }
}
