import Foundation

/// The module's only input: raw HTML (a fragment or a whole document), where it came from, and what it is.
public struct ContentDocument: Hashable, Sendable {
    /// The HTML, a fragment or a whole document.
    public var html: String
    /// Relative URLs in the content resolve against it: without it they point nowhere.
    public var baseURL: URL?
    /// What the content is: it picks the setup scripts and the render strategy.
    public var kind: ContentKind

    /// A document of `html`, resolved against `baseURL`, of the given kind.
    public init(html: String, baseURL: URL? = nil, kind: ContentKind = .generic) {
        self.html = html
        self.baseURL = baseURL
        self.kind = kind
    }
}

/// What the content is, which picks its setup scripts and render strategy.
public enum ContentKind: String, Hashable, Sendable, Codable, CaseIterable {
    case generic, post, email, product
}
