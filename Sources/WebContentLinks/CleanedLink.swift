/// A link after ``LinkCleaner``: where it goes, and what it said before when that changed.
public struct CleanedLink: Hashable, Sendable {
    /// The address to open: the original without tracking parameters, or a redirector's target.
    public var href: String
    /// The address as the content wrote it, or nil when nothing was cleaned (then `href` is it, byte for byte).
    public var original: String?

    /// A cleaned link; `original` is nil when cleaning changed nothing.
    public init(href: String, original: String? = nil) {
        self.href = href
        self.original = original
    }
}
