import Foundation

/// Composes the page the engine loads: our shell for untrusted content, or the trusted document with our styles.
///
/// Untrusted content never becomes part of the page's source: the shell is ours, and the content travels to
/// the insert step as a value, where the engine's own parser and the sanitizer handle it.
public struct ContentHTMLComposer: Sendable {
    /// Documents larger than this are refused with a clear error rather than risking the web process.
    public var maximumContentBytes: Int

    /// A composer that refuses documents over `maximumContentBytes` (16 MiB by default).
    public init(maximumContentBytes: Int = 16 << 20) {
        self.maximumContentBytes = maximumContentBytes
    }

    /// Composes `document` for `configuration`.
    public func compose(_ document: ContentDocument, configuration: WebViewConfiguration) throws -> ComposedPage {
        let bytes = document.html.utf8.count
        guard bytes <= maximumContentBytes else {
            throw WebContentError.invalidInput(
                "document is \(bytes) bytes, over the \(maximumContentBytes)-byte limit")
        }
        // The walls travel with the page: a module whose policy changed gets the new header on its next load.
        let header = ContentSecurityPolicy.responseHeader(for: configuration)
        let policy = configuration.remoteContentPolicy
        switch configuration.trust {
        case .untrusted:
            return ComposedPage(
                html: shell(configuration), baseURL: document.baseURL, content: document.html,
                contentSecurityPolicy: header, remoteContentPolicy: policy)
        case .trusted:
            return ComposedPage(
                html: trusted(document.html, configuration), baseURL: document.baseURL, content: nil,
                contentSecurityPolicy: header, remoteContentPolicy: policy)
        }
    }

    /// The shell page: charset, viewport, our CSS, and an empty container the insert step fills.
    public func shell(_ configuration: WebViewConfiguration) -> String {
        """
        <!DOCTYPE html>
        <html class="\(themeClass(configuration.theme))"><head>
        \(head(configuration))
        </head><body><main id="wck-content"></main></body></html>
        """
    }

    private func trusted(_ html: String, _ configuration: WebViewConfiguration) -> String {
        if let headRange = html.range(of: "<head>", options: .caseInsensitive) {
            var page = html
            page.insert(contentsOf: head(configuration), at: headRange.upperBound)
            return page
        }
        if html.range(of: "<html", options: .caseInsensitive) != nil {
            return head(configuration) + html
        }
        return """
            <!DOCTYPE html>
            <html class="\(themeClass(configuration.theme))"><head>
            \(head(configuration))
            </head><body><main id="wck-content">\(html)</main></body></html>
            """
    }

    private func head(_ configuration: WebViewConfiguration) -> String {
        let zoom = configuration.disablesZoom ? ", maximum-scale=1, user-scalable=no" : ""
        return """
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1\(zoom)">
            <style>\(PackageResources.cache.text("css/shell.css"))</style>
            <style>\(PackageResources.cache.text("css/theme.css"))</style>
            <style>\(PackageResources.cache.text("css/print.css"))</style>
            """
    }

    private func themeClass(_ theme: Theme) -> String {
        switch theme {
        case .automatic: "wck-theme-auto"
        case .light: "wck-theme-light"
        case .dark: "wck-theme-dark"
        }
    }
}
