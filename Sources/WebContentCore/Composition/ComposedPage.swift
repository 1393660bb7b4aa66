import Foundation

/// A page ready for the engine: either our shell, into which the content is swapped by a render step, or a
/// whole trusted document.
public struct ComposedPage: Hashable, Sendable {
    /// The document the engine loads.
    public var html: String
    public var baseURL: URL?
    /// For a shell: the untrusted content the insert step sanitises into it; nil for a trusted document.
    public var content: String?

    public init(html: String, baseURL: URL?, content: String?) {
        self.html = html
        self.baseURL = baseURL
        self.content = content
    }

    /// Whether this is the shell page, which stays loaded between documents.
    public var isShell: Bool { content != nil }
}
