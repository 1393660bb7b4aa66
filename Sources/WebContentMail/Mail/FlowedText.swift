/// `format=flowed` plain text (RFC 3676) as the paragraphs its sender wrote.
///
/// A flowed sender wraps each paragraph at about 72 columns and ends every wrapped line with a space. Shown as
/// fixed lines, a narrow screen breaks each of those lines again (ragged text); a wide one keeps the 72-column
/// shape. Joined, a paragraph wraps to whatever width shows it, as Apple Mail and Thunderbird show it.
///
/// Decoding follows RFC 3676 section 4: the quote depth is the count of leading `>`; one space after the markers is
/// stuffing and goes; a line that then ends in a space flows into the next line of the same depth (a change of
/// depth ends it, as the RFC says of improperly flowed lines); `-- ` is the signature delimiter, a line of its own.
/// With `DelSp=yes` the trailing space of a flowed line was added by the sender and goes too.
enum FlowedText {
    /// One logical line: its quote depth and its text without markers or stuffing.
    struct Line: Equatable {
        var depth: Int
        var text: Substring

        init(depth: Int, text: Substring) {
            self.depth = depth
            self.text = text
        }

        init(depth: Int, text pieces: [Substring]) {
            self.init(depth: depth, text: pieces.count == 1 ? pieces[0] : Substring(pieces.joined()))
        }
    }

    /// The logical lines of flowed `text`.
    static func lines(_ text: String, deleteSpace: Bool) -> [Line] {
        var result: [Line] = []
        // The paragraph still flowing, as pieces: joined once it ends, not once per piece.
        var open: (depth: Int, pieces: [Substring])?
        // "\r\n" is one Character in Swift: a separator of its own.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = parse(raw)
            // RFC 3676 4.3: the delimiter is "neither fixed nor flowed": a line of its own even after a flowed one.
            if line.text == "-- ", let paragraph = open {
                result.append(Line(depth: paragraph.depth, text: paragraph.pieces))
                open = nil
            }
            let piece = line.flows && deleteSpace ? line.text.dropLast() : line.text
            // Compared, not bound: a bound copy would share the pieces, and every append would copy them all.
            if open?.depth == line.depth {
                open?.pieces.append(piece)
            } else {
                if let paragraph = open { result.append(Line(depth: paragraph.depth, text: paragraph.pieces)) }
                open = (line.depth, [piece])
            }
            if !line.flows, let paragraph = open {
                result.append(Line(depth: paragraph.depth, text: paragraph.pieces))
                open = nil
            }
        }
        if let paragraph = open { result.append(Line(depth: paragraph.depth, text: paragraph.pieces)) }
        return result
    }

    /// A raw line's depth, its text unstuffed, and whether it flows into the next.
    private static func parse(_ raw: Substring) -> (depth: Int, text: Substring, flows: Bool) {
        var text = raw.last == "\r" ? raw.dropLast() : raw
        let depth = text.prefix(while: { $0 == ">" }).count
        text = text.dropFirst(depth)
        if text.first == " " { text = text.dropFirst() }
        return (depth, text, text.last == " " && text != "-- ")
    }
}
