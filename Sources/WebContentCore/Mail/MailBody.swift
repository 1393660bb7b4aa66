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
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return MailBody(html: "<pre>" + escaped + "</pre>", source: .plainText, charset: charset)
    }
}
