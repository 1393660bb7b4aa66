import Foundation

/// The module's only input: raw HTML (a fragment or a whole document), where it came from, and what it is.
public struct ContentDocument: Hashable, Sendable {
    public var html: String
    /// Relative URLs in the content resolve against it: without it they point nowhere.
    public var baseURL: URL?
    public var kind: ContentKind

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
