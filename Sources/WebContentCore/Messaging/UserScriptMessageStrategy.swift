/// The seed's "user" strategy: the page sends the host a short text (the seed's `"Hello"`).
///
/// The text goes to the injected sink, cut to ``maxLength`` characters; the reply echoes how many were received.
public struct UserScriptMessageStrategy: TypedScriptMessageStrategy {
    /// The answer to the page.
    public struct Reply: Encodable, Hashable, Sendable {
        /// The characters handed to the sink.
        public var received: Int
        /// Whether the text was cut to `maxLength`.
        public var truncated: Bool
    }

    /// The most characters handed to the sink; the rest is cut.
    public static let maxLength = 10_000
    /// The name page scripts send under: `user`.
    public let identifier = "user"
    private let sink: @Sendable (String) async -> Void

    /// A strategy that hands each text to `sink`.
    public init(sink: @escaping @Sendable (String) async -> Void) {
        self.sink = sink
    }

    /// Hands the text, cut to `maxLength`, to the sink and answers how much it got.
    public func handle(_ payload: String) async throws -> Reply {
        let text = String(payload.prefix(Self.maxLength))
        await sink(text)
        return Reply(received: text.count, truncated: text.count < payload.count)
    }
}
