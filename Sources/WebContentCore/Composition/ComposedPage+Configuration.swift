public import Foundation

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
