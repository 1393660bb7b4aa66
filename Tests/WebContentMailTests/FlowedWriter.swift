import WebContentConformance

/// Writes `format=flowed` messages as RFC 3676 section 4 tells a sender to: paragraphs at quote depths 0-3 wrapped
/// at a random width, soft breaks ending in a space, lines space-stuffed where they must be (and at random where
/// they may be), `DelSp=yes` messages broken inside words; LF or CRLF. Deterministic for a seed.
struct FlowedWriter {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(state: seed &+ 0x9E37_79B9_7F4A_7C15) }

    /// Words that test stuffing and quoting when they start a line, and text that is not ASCII.
    private static let words = [
        "the", "reader", "From", ">", ">>", "quoted", "Grüße", "東京", "naïve", "—", "x", "paragraph", "wrapped",
        "at", "seventy-two", "columns", "From:",
    ]

    private mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

    /// A message's text and whether it says DelSp=yes.
    mutating func message() -> (String, Bool) {
        let deleteSpace = next(3) == 0
        let width = 12 + next(66)
        var lines: [String] = []
        for _ in 0..<(1 + next(5)) {
            let depth = next(4)
            let words = (0..<(1 + next(40))).map { _ in Self.words[next(Self.words.count)] }
            let pieces = deleteSpace ? Self.cut(words.joined(separator: " "), every: width) : wrap(words, width)
            for (index, piece) in pieces.enumerated() {
                let soft = index + 1 < pieces.count
                lines.append(line(piece + (soft ? " " : ""), depth: depth))
            }
            // A hard break between paragraphs, sometimes a blank line at the same depth.
            if next(2) == 0 { lines.append(String(repeating: ">", count: depth)) }
        }
        let separator = next(4) == 0 ? "\r\n" : "\n"
        return (lines.joined(separator: separator), deleteSpace)
    }

    /// A logical piece as a line at `depth`: stuffed when it starts with a space, ">" or "From " (it must be), or
    /// at random otherwise (it may be).
    private mutating func line(_ piece: String, depth: Int) -> String {
        let mustStuff = piece.hasPrefix(" ") || piece.hasPrefix(">") || piece.hasPrefix("From ")
        let stuff = mustStuff || next(2) == 0
        return String(repeating: ">", count: depth) + (stuff ? " " : "") + piece
    }

    /// Words joined into lines of at most `width` characters where they fit, each break after a word's space.
    private func wrap(_ words: [String], _ width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty && current.count + 1 + word.count > width {
                pieces.append(current)
                current = word
            } else {
                current += current.isEmpty ? word : " " + word
            }
        }
        pieces.append(current)
        return pieces
    }

    /// `text` cut every `width` characters, inside words too (the DelSp=yes way).
    private static func cut(_ text: String, every width: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            pieces.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        pieces.append(String(rest))
        return pieces
    }
}
