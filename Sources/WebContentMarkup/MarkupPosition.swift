/// Where a point of an HTML source stands, read as the source is walked: inside a tag, a comment, or an element
/// whose text is never shown (`script`, `style`), or in text.
///
/// A reading of the source as text, enough to tell whether a shortcode there is one a reader sees as prose; the
/// engine's own parser later reads the markup (and the sanitizer decides what stays).
struct MarkupPosition {
    private enum State { case text, tag, comment }

    /// The elements whose text is code, not anything a reader sees.
    static let verbatim: Set<String> = ["script", "style"]

    private var state = State.text
    /// Bytes of the tag being read (its name and its attributes' text).
    private var tag: [UInt8] = []
    /// Open script and style elements by name: their content is not text until each is closed.
    private var open: [String: Int] = [:]
    /// The last bytes read in a comment, to find its `-->`.
    private var commentTail: (UInt8, UInt8) = (0, 0)
    /// The quote of the attribute value being read inside a tag, if any.
    private var quote: UInt8?

    /// Whether the point reached is inside a tag or a comment.
    var isInTagOrComment: Bool { state != .text }

    /// Whether the point reached is in text a reader sees: not in a tag, a comment, a script or a style sheet.
    var isInText: Bool { state == .text && open.values.allSatisfy { $0 <= 0 } }

    /// Reads `source` on from the point reached.
    mutating func advance(over source: Substring) {
        for byte in source.utf8 { read(byte) }
    }

    /// Reads one more byte of the source.
    mutating func read(_ byte: UInt8) {
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") {
                state = .tag
                tag = []
                quote = nil
            }
        case .comment:
            if byte == UInt8(ascii: ">") && commentTail == (UInt8(ascii: "-"), UInt8(ascii: "-")) { state = .text }
            commentTail = (commentTail.1, byte)
        case .tag:
            // `a < b` is text: a tag starts with a name, `/` or `!`.
            if tag.isEmpty && !(isNameByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!")) {
                state = .text
                return
            }
            if let open = quote {
                if byte == open { quote = nil }
                return
            }
            if tag.count > 1, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                return
            }
            if byte == UInt8(ascii: ">") {
                state = .text
                endTag()
                return
            }
            if tag.count < 64 { tag.append(byte) }
            if tag == Array("!--".utf8) {
                state = .comment
                commentTail = (0, 0)
            }
        }
    }

    /// Counts a verbatim element opened or closed by the tag just read.
    private mutating func endTag() {
        let closing = tag.first == UInt8(ascii: "/")
        let name = String(decoding: tag.dropFirst(closing ? 1 : 0).prefix { isNameByte($0) }, as: UTF8.self)
            .lowercased()
        guard Self.verbatim.contains(name) else { return }
        open[name, default: 0] += closing ? -1 : 1
        if open[name, default: 0] < 0 { open[name] = 0 }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
