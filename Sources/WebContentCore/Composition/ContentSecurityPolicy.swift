/// The Content-Security-Policy sent as a response header with untrusted content: the second wall after the
/// sanitizer. Page scripts, frames, forms, plugins and `<base>` are refused; remote images and media follow the
/// remote-content policy.
public enum ContentSecurityPolicy {
    /// The header value for a configuration.
    public static func header(for configuration: WebViewConfiguration) -> String {
        let remote: String =
            switch configuration.remoteContentPolicy {
            case .block: ""
            case .allow, .proxy: " https: http:"
            }
        return [
            "default-src 'none'",
            "script-src 'none'",
            "style-src 'unsafe-inline'",
            "img-src data: cid:\(remote)",
            "media-src data: cid:\(remote)",
            "font-src data:",
            "frame-src 'none'",
            "object-src 'none'",
            "form-action 'none'",
            "base-uri 'none'",
        ].joined(separator: "; ")
    }
}
