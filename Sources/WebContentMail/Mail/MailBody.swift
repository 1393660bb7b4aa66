/// The body a message is displayed with: HTML, either its own or its plain text made into HTML.
public struct MailBody: Sendable, Hashable {
    /// What the body came from.
    public enum Source: String, Sendable, Hashable {
        /// A text/html part, as written.
        case html
        /// A text/plain part, escaped and wrapped in `<pre>` (quotes in blockquotes).
        case plainText
    }

    /// The HTML to render.
    public let html: String
    /// Which part of the message the body came from.
    public let source: Source
    /// The charset the part declared (lower-cased), or nil when it declared none.
    public let charset: String?
    /// The WHATWG encoding that read the part (`GBK` for a part that says `gb2312`), or nil when not recorded.
    public let encoding: String?
    /// The part's text as decoded: the HTML itself, or the plain text before it was escaped into `<pre>`.
    public let text: String

    /// A body of `html` from `source`; `text` defaults to `html` itself.
    public init(html: String, source: Source, charset: String?, encoding: String? = nil, text: String? = nil) {
        self.html = html
        self.source = source
        self.charset = charset
        self.encoding = encoding
        self.text = text ?? html
    }

    /// Plain text as HTML: escaped, inside `<pre>` so its line breaks and spacing stay; `>` quotes become
    /// `<blockquote type="cite">` and the `-- ` signature a block of its own.
    public static func plainText(_ text: String, charset: String?, encoding: String? = nil) -> MailBody {
        MailBody(
            html: PlainTextHTML.html(text), source: .plainText, charset: charset, encoding: encoding,
            text: text)
    }
}
