/// A token that travels with one render, so that a reused module drops late events of its previous content.
public struct RenderGeneration: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The generation's number; later renders have higher numbers.
    public let value: UInt64

    /// The generation numbered `value`.
    public init(_ value: UInt64) { self.value = value }

    /// The generation before any render: events stamped with it are never current.
    public static let none = RenderGeneration(0)

    /// The next generation.
    public func next() -> RenderGeneration { RenderGeneration(value &+ 1) }

    /// Whether `lhs` is an earlier generation than `rhs`.
    public static func < (lhs: RenderGeneration, rhs: RenderGeneration) -> Bool { lhs.value < rhs.value }

    /// The generation as `g` and its number, for logs.
    public var description: String { "g\(value)" }
}
