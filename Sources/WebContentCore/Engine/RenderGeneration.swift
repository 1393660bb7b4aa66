/// A token that travels with one render, so that a reused module drops late events of its previous content.
public struct RenderGeneration: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let value: UInt64

    public init(_ value: UInt64) { self.value = value }

    /// The generation before any render: events stamped with it are never current.
    public static let none = RenderGeneration(0)

    /// The next generation.
    public func next() -> RenderGeneration { RenderGeneration(value &+ 1) }

    public static func < (lhs: RenderGeneration, rhs: RenderGeneration) -> Bool { lhs.value < rhs.value }

    public var description: String { "g\(value)" }
}
