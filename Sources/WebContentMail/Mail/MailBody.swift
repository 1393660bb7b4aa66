/// The body a message is displayed with: HTML, either its own or its plain text made into HTML.
public struct MailBody: Sendable, Hashable {
    /// What the body came from.
    public enum Source: String, Sendable, Hashable {
        /// A text/html part, as written.
        case html
        /// A text/plain part, escaped and wrapped in `<pre>` (quotes in blockquotes, flowed paragraphs joined).
        case plainText
        /// The message's pictures, each an `<img>` of its part: the message has no text (a photo sent alone).
        case pictures
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

    /// How a text/plain part breaks its lines (its Content-Type's `format`, RFC 3676).
    public enum TextFormat: Sendable, Hashable {
        /// Every line break is the sender's.
        case fixed
        /// A line that ends in a space continues on the next; with `deleteSpace` (`DelSp=yes`) that space goes.
        case flowed(deleteSpace: Bool)
    }

    /// Plain text as HTML: escaped, inside `<pre>` so its line breaks and spacing stay.
    ///
    /// `>` quotes become `<blockquote type="cite">` and the `-- ` signature a block of its own; flowed text has its
    /// paragraphs joined first.
    public static func plainText(
        _ text: String, charset: String?, encoding: String? = nil, format: TextFormat = .fixed
    ) -> MailBody {
        let html =
            switch format {
            case .fixed: PlainTextHTML.html(text)
            case .flowed(let deleteSpace): PlainTextHTML.html(flowed: text, deleteSpace: deleteSpace)
            }
        return MailBody(html: html, source: .plainText, charset: charset, encoding: encoding, text: text)
    }
}
