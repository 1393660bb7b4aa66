/// The body a message is displayed with: HTML, either its own or its plain text made into HTML.
public struct MailBody: Sendable, Hashable {
    /// What the body came from.
    public enum Source: String, Sendable, Hashable {
        /// A text/html part, as written.
        case html
        /// A text/plain part, escaped and wrapped in `<pre>`.
        case plainText
    }

    /// The HTML to render.
    public let html: String
    public let source: Source
    /// The charset the part declared (lower-cased), or nil when it declared none.
    public let charset: String?

    public init(html: String, source: Source, charset: String?) {
        self.html = html
        self.source = source
        self.charset = charset
    }

    /// Plain text as HTML: escaped, inside `<pre>` so its line breaks and spacing stay.
    public static func plainText(_ text: String, charset: String?) -> MailBody {
        MailBody(html: "<pre>" + HTMLText.escape(text) + "</pre>", source: .plainText, charset: charset)
    }
}
