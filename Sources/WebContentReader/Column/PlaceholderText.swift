import Foundation

/// The text of a message for the stand-in shown while it has never been rendered: tags, styles and scripts gone,
/// a few entities decoded, whitespace folded, the first few hundred characters.
///
/// It is shown in a plain GTK label (never markup), so the untrusted HTML is only read, never interpreted.
enum PlaceholderText {
    /// At most `limit` characters of `html`'s text.
    static func of(_ html: String, limit: Int = 900) -> String {
        var text = ""
        var rest = Substring(html)
        while !rest.isEmpty, text.count < limit * 2 {
            guard let open = rest.firstIndex(of: "<") else {
                text += rest
                break
            }
            text += rest[..<open]
            rest = rest[open...]
            // What a style, script or head holds is not text a person reads.
            if let skipped = skipBlock(rest) {
                rest = skipped
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close].lowercased()
            if ["p", "br", "div", "li", "tr", "h1", "h2", "h3", "blockquote"].contains(where: { tag.hasPrefix($0) })
                || tag.hasPrefix("/p")
            {
                text += "\n"
            }
            rest = rest[rest.index(after: close)...]
        }
        let decoded = [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
            .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        let lines = decoded.split(separator: "\n").map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return String(lines.filter { !$0.isEmpty }.joined(separator: "\n").prefix(limit))
    }

    /// `rest` after the `<style>`, `<script>` or `<head>` element it starts with; nil when it starts with another.
    private static func skipBlock(_ rest: Substring) -> Substring? {
        for name in ["style", "script", "head", "title"] where rest.prefix(name.count + 1).lowercased() == "<" + name {
            guard let end = rest.range(of: "</" + name, options: .caseInsensitive),
                let close = rest[end.upperBound...].firstIndex(of: ">")
            else { return Substring() }
            return rest[rest.index(after: close)...]
        }
        return nil
    }
}
