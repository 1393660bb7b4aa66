/// The Content-Security-Policy sent as a response header with untrusted content: the second wall after the sanitizer.
///
/// Page scripts, frames, forms, plugins and `<base>` are refused; images and media follow the remote-content policy;
/// fonts are inline only.
///
/// The content world's own scripts (bridge, sanitizer, steps) are user scripts in an isolated world and are not
/// subject to the page's CSP (in WebKitGTK every untrusted render of the GTK tests runs them under
/// `script-src 'none'`, e.g. `SafeContentCorpusTests`).
public enum ContentSecurityPolicy {
    /// The scheme remote images are rewritten to under ``RemoteContentPolicy/proxy`` unless the caller names another.
    public static let defaultProxyScheme = "wck-proxy"

    /// The header a document composed for `configuration` is served with: untrusted content only (trusted
    /// content is the app's own and loads as HTML with its base URL).
    public static func responseHeader(for configuration: WebViewConfiguration) -> String? {
        configuration.trust == .untrusted ? header(for: configuration) : nil
    }

    /// The header value for a configuration, with ``defaultProxyScheme`` for the proxy policy.
    public static func header(for configuration: WebViewConfiguration) -> String {
        header(for: configuration, proxyScheme: defaultProxyScheme)
    }

    /// The header value for a configuration whose proxied images use `proxyScheme` (such as `wck-proxy`).
    public static func header(for configuration: WebViewConfiguration, proxyScheme: String) -> String {
        let media = sources(for: configuration, proxyScheme: proxyScheme)
        var directives = ["default-src 'none'"]
        if configuration.trust == .untrusted { directives.append("script-src 'none'") }
        directives += [
            "style-src 'unsafe-inline'",
            "img-src \(media)",
            "media-src \(media)",
            "font-src data:",
            "frame-src 'none'",
            "object-src 'none'",
            "form-action 'none'",
            "base-uri 'none'",
        ]
        return directives.joined(separator: "; ")
    }

    /// Image and media sources: inline and attachments unless withheld (junk), remote only as the policy says
    /// and, for an origin grant, only from those origins.
    static func sources(for configuration: WebViewConfiguration, proxyScheme: String) -> String {
        var sources = configuration.withholdsInlineImages ? [] : ["data:", "cid:"]
        switch configuration.remoteContentPolicy {
        // A provider may be asked to load withheld images in place later (ContentModule.showRemoteContentInPlace):
        // only the content world's step writes proxied URLs, the sanitizer removes any the content brings.
        case .block where configuration.resourceProvider != nil && !configuration.withholdsInlineImages:
            sources.append("\(sanitizedScheme(proxyScheme)):")
        case .block: break
        // Origins are stored normalised (RemoteOrigin), so none can splice a directive.
        case .allow: sources += configuration.remoteOrigins ?? ["http:", "https:"]
        case .proxy: sources.append("\(sanitizedScheme(proxyScheme)):")
        }
        return sources.isEmpty ? "'none'" : sources.joined(separator: " ")
    }

    /// A scheme name as CSP accepts it; anything else falls back to the default (never splices a directive).
    static func sanitizedScheme(_ scheme: String) -> String {
        let trimmed = scheme.hasSuffix(":") ? String(scheme.dropLast()) : scheme
        guard let first = trimmed.unicodeScalars.first, first.isASCIILetter,
            trimmed.unicodeScalars.allSatisfy({
                $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
            }),
            !["http", "https", "javascript", "data", "blob", "file"].contains(trimmed.lowercased())
        else { return defaultProxyScheme }
        return trimmed.lowercased()
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
