public import Foundation

/// A page ready for the engine: either our shell, into which the content is swapped by a render step, or a
/// whole trusted document.
///
/// The page carries the walls it must load behind (its CSP header and remote-content policy), so an engine
/// serves what the module asks for now rather than what the engine was built with.
public struct ComposedPage: Hashable, Sendable {
    /// The document the engine loads.
    public var html: String
    /// The URL the document is loaded at; relative URLs resolve against it.
    public var baseURL: URL?
    /// For a shell: the untrusted content the insert step sanitises into it; nil for a trusted document.
    public var content: String?
    /// The Content-Security-Policy response header the document is served with; nil: the document is loaded
    /// as HTML with its base URL, with no header (trusted content).
    public var contentSecurityPolicy: String?
    /// What remote subresources may load: engines with a wall of their own (a content rule list) follow it.
    public var remoteContentPolicy: RemoteContentPolicy

    /// A page of `html` at `baseURL`, with its content (for a shell) and the walls it loads behind.
    public init(
        html: String, baseURL: URL?, content: String?, contentSecurityPolicy: String?,
        remoteContentPolicy: RemoteContentPolicy
    ) {
        self.html = html
        self.baseURL = baseURL
        self.content = content
        self.contentSecurityPolicy = contentSecurityPolicy
        self.remoteContentPolicy = remoteContentPolicy
    }

    /// Whether this is the shell page, which stays loaded between documents.
    public var isShell: Bool { content != nil }

    /// Whether this shell's content can be swapped into `loaded`, a shell already in the engine, without a load:
    /// only when both are the same shell behind the same walls (a changed policy needs a new header).
    public func canReuse(_ loaded: ComposedPage?) -> Bool {
        guard isShell, let loaded, loaded.isShell else { return false }
        return loaded.html == html && loaded.contentSecurityPolicy == contentSecurityPolicy
            && loaded.remoteContentPolicy == remoteContentPolicy
    }
}

extension ComposedPage {
    /// A whole document loaded as it is, behind the walls of `configuration`: the CSP header for untrusted content,
    /// none for trusted.
    ///
    /// Adapters use it for a raw `loadHTML`; the module composes its pages instead.
    public init(document html: String, baseURL: URL?, configuration: WebViewConfiguration) {
        self.init(
            html: html, baseURL: baseURL, content: nil,
            contentSecurityPolicy: ContentSecurityPolicy.responseHeader(for: configuration),
            remoteContentPolicy: configuration.remoteContentPolicy)
    }
}
