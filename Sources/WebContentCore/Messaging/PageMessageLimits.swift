/// Bounds on what the page may send in one message, so hostile content cannot exhaust memory or the stack.
public struct PageMessageLimits: Sendable, Hashable {
    /// The longest raw message, in UTF-8 bytes.
    public var maxBytes: Int
    /// The deepest nesting of arrays and objects.
    public var maxDepth: Int
    /// The most messages in one batch.
    public var maxBatchCount: Int

    /// Limits of the given size; the defaults are `standard`.
    public init(maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxBatchCount: Int = 4096) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxBatchCount = maxBatchCount
    }

    /// 4 MiB, depth 64, 4,096 messages per batch.
    public static let standard = PageMessageLimits()
}
