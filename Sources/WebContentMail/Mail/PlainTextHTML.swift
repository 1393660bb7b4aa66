import WebContentCore

/// Plain-text mail as HTML: escaped text in `<pre>`, with `>` quotes as `<blockquote type="cite">` and the
/// `-- ` signature in a block of its own, the markup the quote collapse (quotes.js) reads, as Thunderbird shows
/// plain text.
///
/// Text without quotes or a signature stays one `<pre>`. Quote markers are removed, one
/// `>` (and the space after it) per level, since the nesting shows them. An attribution line (the line before
/// a quote, ending in a colon) gets a block of its own so it can go with its quote. A lone `>From ` line is
/// mbox escaping, not a quote.
enum PlainTextHTML {
    /// One run of lines at one quote depth, or an attribution or signature block.
    private struct Segment {
        var depth: Int
        var lines: [Substring]
    }

    /// Each line takes its own direction from its first strong character (`unicode-bidi: plaintext`), as a
    /// plain-text editor shows it: an English line in a Hebrew message stays left to right, where one direction for
    /// the whole block would right-align it with its full stop on the wrong side.
    static let pre = #"<pre style="unicode-bidi:plaintext">"#
    /// A quote or signature block's `<pre>`: the same, without the margin between blocks.
    static let segmentPre = #"<pre style="margin:0;unicode-bidi:plaintext">"#

    /// `text` as HTML (escaped).
    static func html(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let parsed = lines.map(quoteDepth)
        let mboxEscapes = Set(
            parsed.indices.filter { index in
                parsed[index].depth == 1 && parsed[index].text.hasPrefix("From ")
                    && (index == 0 || parsed[index - 1].depth == 0)
                    && (index + 1 == parsed.count || parsed[index + 1].depth == 0)
            })
        let logical = lines.indices.map { index in
            mboxEscapes.contains(index) || parsed[index].depth == 0
                ? FlowedText.Line(depth: 0, text: lines[index])
                : FlowedText.Line(depth: parsed[index].depth, text: parsed[index].text)
        }
        guard logical.contains(where: { $0.depth > 0 }) || lines.contains(where: isDelimiter) else {
            return oneBlock(text[...])
        }
        return html(logical)
    }

    /// `format=flowed` text as HTML (escaped): each paragraph one line, which the `<pre>`'s wrapping breaks to the
    /// width that shows it (``FlowedText``).
    static func html(flowed text: String, deleteSpace: Bool) -> String {
        let logical = FlowedText.lines(text, deleteSpace: deleteSpace)
        guard logical.contains(where: { $0.depth > 0 || isDelimiter($0.text) }) else {
            return oneBlock(logical.map(\.text).joined(separator: "\n")[...])
        }
        return html(logical)
    }

    /// Text without quotes or a signature: one `<pre>`, its addresses as links.
    private static func oneBlock(_ text: Substring) -> String {
        var links = PlainTextLinks()
        return pre + links.html(text) + "</pre>"
    }

    /// Logical lines as quote and signature segments.
    private static func html(_ lines: [FlowedText.Line]) -> String {
        var segments: [Segment] = []
        for line in lines {
            let startsSignature = line.depth == 0 && isDelimiter(line.text)
            if startsSignature || segments.last?.depth != line.depth {
                segments.append(Segment(depth: line.depth, lines: [line.text]))
            } else {
                segments[segments.count - 1].lines.append(line.text)
            }
        }
        return render(splittingAttributions(segments))
    }

    /// The quote depth of a line and its text without the markers.
    private static func quoteDepth(_ line: Substring) -> (depth: Int, text: Substring) {
        var rest = line
        var depth = 0
        while rest.first == ">" {
            depth += 1
            rest = rest.dropFirst()
            if rest.first == " " { rest = rest.dropFirst() }
        }
        return (depth, rest)
    }

    /// The signature delimiter: `-- ` alone on its line (RFC 3676).
    private static func isDelimiter(_ line: Substring) -> Bool {
        line == "-- " || line == "-- \r"
    }

    /// A depth-0 segment right before a quote whose last non-blank line ends in a colon: that line on its own.
    private static func splittingAttributions(_ segments: [Segment]) -> [Segment] {
        var result: [Segment] = []
        for (index, segment) in segments.enumerated() {
            let beforeQuote = index + 1 < segments.count && segments[index + 1].depth > segment.depth
            let trimmed = segment.lines.map(trimmedEnd)
            guard segment.depth == 0, beforeQuote, let last = trimmed.lastIndex(where: { !$0.isEmpty }),
                last > 0, trimmed[last].hasSuffix(":")
            else {
                result.append(segment)
                continue
            }
            result.append(Segment(depth: 0, lines: Array(segment.lines[..<last])))
            result.append(Segment(depth: 0, lines: Array(segment.lines[last...])))
        }
        return result
    }

    /// A line without its trailing whitespace.
    private static func trimmedEnd(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
        return line[line.startIndex..<end]
    }

    /// Each segment as a margin-less `<pre>`, inside as many `<blockquote type="cite">` as its depth.
    private static func render(_ segments: [Segment]) -> String {
        var html = ""
        var open = 0
        var links = PlainTextLinks()
        for segment in segments {
            while open > segment.depth {
                html += "</blockquote>"
                open -= 1
            }
            while open < segment.depth {
                html += "<blockquote type=\"cite\">"
                open += 1
            }
            html +=
                Self.segmentPre + links.html(segment.lines.joined(separator: "\n")[...]) + "</pre>"
        }
        html += String(repeating: "</blockquote>", count: open)
        return html
    }
}
