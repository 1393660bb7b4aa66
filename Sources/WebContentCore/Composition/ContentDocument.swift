public import Foundation

/// The module's only input: raw HTML (a fragment or a whole document) and where it came from.
///
/// What the page does with it is the configuration's to say (its trust and ``WebViewConfiguration/features``), not
/// the document's.
public struct ContentDocument: Hashable, Sendable {
    /// The HTML, a fragment or a whole document.
    public var html: String
    /// Relative URLs in the content resolve against it: without it they point nowhere.
    public var baseURL: URL?

    /// A document of `html`, resolved against `baseURL`.
    public init(html: String, baseURL: URL? = nil) {
        self.html = html
        self.baseURL = baseURL
    }
}
