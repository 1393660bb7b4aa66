/// A JavaScript world: the page's own, or an isolated one whose globals page scripts cannot see.
public struct ScriptWorld: Hashable, Sendable, CustomStringConvertible {
    /// nil is the page's world.
    public let name: String?

    /// The world named `name`; nil is the page's world.
    public init(name: String?) { self.name = name }

    /// The page's own world; untrusted content never gets a bridge here.
    public static let page = ScriptWorld(name: nil)
    /// The isolated world where WebContentKit's bridge, sanitizer and render steps live.
    public static let content = ScriptWorld(name: "webcontentkit")

    /// The world's name, or `page` for the page's world.
    public var description: String { name ?? "page" }
}
