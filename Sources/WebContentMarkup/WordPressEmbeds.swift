import Foundation

/// The addresses a classic WordPress post embeds, written out before the sanitizer sees the content: a URL alone
/// on its line or in its own paragraph, and the `[embed]` shortcode.
///
/// Follows `WP_Embed::autoembed` and `WP_Embed::shortcode` of WordPress 6.1 (`wp-includes/class-wp-embed.php`,
/// `embed.php`): an address of an audio or video file becomes the `[audio]` or `[video]` shortcode, which
/// ``WordPressMediaShortcodes`` then writes out; a YouTube player address becomes its watch address. Any other
/// address WordPress asks its provider for an embed (a frame or a script): a sanitized post runs neither, so it is a
/// link to the address instead, which is also what WordPress shows for an `[embed]` it cannot embed.
public enum WordPressEmbeds {
    /// A post holds a few; past this many the rest stay as written.
    public static let maximumEmbeds = 200

    /// `html` with its embeds written out; `html` itself when it has none.
    public static func expand(_ html: String) -> String {
        guard html.range(of: "http", options: .caseInsensitive) != nil else { return html }
        var budget = maximumEmbeds
        let shortcodes = embedShortcodes(html, budget: &budget)
        return ownParagraphs(ownLines(shortcodes, budget: &budget), budget: &budget)
    }

    /// `text` when it is an address alone, as WordPress reads one: `http(s)://` and no space, `<`, `>` or `"`.
    static func ownURL(_ text: String) -> String? {
        let lowered = text.prefix(8).lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            !text.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "\"" })
        else { return nil }
        return text
    }

    /// What WordPress's embed handlers make of `url`; any other address, in `[embed]` or alone on its line, is a
    /// link: its provider's embed is what the post meant to show.
    static func embed(_ url: String) -> String {
        let url = url.replacingOccurrences(of: "&amp;", with: "&")
        if let type = fileType(url) { return "[\(type) src=\"\(HTMLText.escape(url))\" /]" }
        if let id = youTubePlayerID(url) {
            let watch = "https://youtube.com/watch?v=\(id)"
            return "<a href=\"\(HTMLText.escape(watch))\">\(HTMLText.escape(watch))</a>"
        }
        return "<a href=\"\(HTMLText.escape(url))\">\(HTMLText.escape(url))</a>"
    }

    /// "audio" or "video" for an address that ends in a file type WordPress plays (its handlers' patterns).
    private static func fileType(_ url: String) -> String? {
        guard let dot = url.lastIndex(of: "."), url.distance(from: url.startIndex, to: dot) > 8 else { return nil }
        let ext = url[url.index(after: dot)...].lowercased()
        if WordPressMediaShortcodes.audioTypes.contains(where: { $0.0 == ext }) { return "audio" }
        if WordPressMediaShortcodes.videoTypes.contains(where: { $0.0 == ext }) { return "video" }
        return nil
    }

    /// The video of a `youtube.com/embed/ID` or `/v/ID` address.
    private static func youTubePlayerID(_ url: String) -> String? {
        let lowered = url.lowercased()
        for prefix in ["://youtube.com/", "://www.youtube.com/"] {
            guard let start = lowered.range(of: prefix) else { continue }
            let path = url[start.upperBound...]
            for kind in ["embed/", "v/"] where path.lowercased().hasPrefix(kind) {
                let id = path.dropFirst(kind.count).prefix { $0 != "/" && $0 != "?" && $0 != "&" && $0 != "#" }
                return id.isEmpty ? nil : id.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
            }
        }
        return nil
    }

    /// `[embed …]URL[/embed]` written out; the shortcode's own width and height go to a video it names.
    private static func embedShortcodes(_ html: String, budget: inout Int) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        var index = 0
        var copied = 0
        while budget > 0, let open = find("[embed", in: bytes, from: index) {
            index = open + 6
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") || isSpace(bytes[index]),
                let head = bytes[index...].firstIndex(of: UInt8(ascii: "]")),
                let close = find("[/embed]", in: bytes, from: head)
            else { continue }
            budget -= 1
            let attributes = String(decoding: bytes[index..<head], as: UTF8.self)
            let url = String(decoding: bytes[(head + 1)..<close], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let markup =
                url.isEmpty
                ? "" : sized(embed(url), WordPressMediaShortcodes.attributes(of: attributes[...]))
            output += bytes[copied..<open]
            output += markup.utf8
            index = close + 8
            copied = index
        }
        guard copied > 0 else { return html }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Where `needle` (ASCII, matched without case) first stands in `bytes` from `start`.
    static func find(_ needle: String, in bytes: [UInt8], from start: Int, within limit: Int = .max) -> Int? {
        let pattern = Array(needle.lowercased().utf8)
        guard let first = pattern.first else { return start }
        var index = start
        let end = min(bytes.count, start > Int.max - limit ? Int.max : start + limit) - pattern.count
        while index <= end {
            if lowered(bytes[index]) == first {
                var matched = true
                for offset in 1..<pattern.count where lowered(bytes[index + offset]) != pattern[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func sized(_ markup: String, _ attributes: [String: String]) -> String {
        guard markup.hasPrefix("[video "), let width = attributes["width"].flatMap(Int.init),
            let height = attributes["height"].flatMap(Int.init)
        else { return markup }
        return "[video width=\"\(width)\" height=\"\(height)\" " + markup.dropFirst("[video ".count)
    }

    /// Addresses alone on a line written out.
    ///
    /// As WordPress masks the line breaks inside tags and comments first, a line starts only after a line break in
    /// text; an address line holds no `<`, so it stays in text to its end.
    private static func ownLines(_ html: String, budget: inout Int) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        var (copied, index) = (0, 0)
        var position = MarkupPosition()
        var atLineStart = true
        while index < bytes.count && budget > 0 {
            if atLineStart, let (start, end) = addressLine(in: bytes, from: index) {
                budget -= 1
                let url = String(decoding: bytes[start..<end], as: UTF8.self)
                output += bytes[copied..<start]
                output += embed(url).utf8
                (copied, index) = (end, end)
                atLineStart = false
                continue
            }
            atLineStart = bytes[index] == UInt8(ascii: "\n") && !position.isInTagOrComment
            position.read(bytes[index])
            index += 1
        }
        guard copied > 0 else { return html }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The address of the line starting at `start` when the line is that address alone, with spaces around it.
    private static func addressLine(in bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), isSpace(bytes[index]) { index += 1 }
        guard find("http", in: bytes, from: index, within: 4) == index else { return nil }
        let urlStart = index
        while index < bytes.count, !isSpace(bytes[index]),
            ![UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")].contains(bytes[index])
        {
            index += 1
        }
        let urlEnd = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), isSpace(bytes[index]) { index += 1 }
        guard index == bytes.count || bytes[index] == UInt8(ascii: "\n") else { return nil }
        return ownURL(String(decoding: bytes[urlStart..<urlEnd], as: UTF8.self)) == nil ? nil : (urlStart, urlEnd)
    }

    /// `<p>URL</p>` written out, the paragraph kept.
    private static func ownParagraphs(_ html: String, budget: inout Int) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        var index = 0
        var copied = 0
        // The next `>` and `</p>` found so far: each is looked for again only once the walk has passed it, so
        // the walk stays linear however many paragraphs open.
        var (nextEnd, nextClose) = (-1, -1)
        while budget > 0, let open = find("<p", in: bytes, from: index) {
            index = open + 2
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") || bytes[index] == 0x20 else { continue }
            if nextEnd < index { nextEnd = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count }
            guard nextEnd < bytes.count else { break }
            let end = nextEnd
            if nextClose < end { nextClose = find("</p>", in: bytes, from: end) ?? bytes.count }
            guard nextClose < bytes.count else { break }
            let close = nextClose
            // A paragraph whose whole text is an address is short.
            guard close - end < 4096 else { continue }
            let inner = String(decoding: bytes[(end + 1)..<close], as: UTF8.self)
            guard let url = ownURL(inner.trimmingCharacters(in: .whitespacesAndNewlines)) else { continue }
            budget -= 1
            output += bytes[copied...end]
            output += inner.replacingOccurrences(of: url, with: embed(url)).utf8
            copied = close
            index = close + 4
        }
        guard copied > 0 else { return html }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}
