/// `text/enriched` (RFC 1896) as the plain text it formats, for a message that has no other text.
///
/// Formatting commands (`<bold>`, `<excerpt>`, `<color>`...) are dropped and their text kept; a `<param>`'s text
/// is the command's argument, not content, and goes with it; `<<` is a literal `<`. Line breaks follow the RFC:
/// outside `<nofill>`, one line break is a space and a run of n breaks is n - 1 line breaks.
enum EnrichedText {
    /// The text of `enriched`.
    static func plainText(_ enriched: String) -> String {
        var text = ""
        var rest = Substring(enriched)
        var (parameterDepth, noFillDepth) = (0, 0)
        var breaks = 0
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "\n" || character == "\r\n" {
                breaks += 1
                continue
            }
            if parameterDepth == 0 { text += lineBreaks(breaks, noFill: noFillDepth > 0) }
            breaks = 0
            guard character == "<" else {
                if parameterDepth == 0 { text.append(character) }
                continue
            }
            if rest.first == "<" {
                rest = rest.dropFirst()
                if parameterDepth == 0 { text.append("<") }
                continue
            }
            // A command: up to its ">" (at most 60 characters by the RFC; without one the "<" is text).
            guard let close = rest.prefix(62).firstIndex(of: ">") else {
                if parameterDepth == 0 { text.append("<") }
                continue
            }
            let command = rest[..<close].lowercased()
            rest = rest[rest.index(after: close)...]
            switch command {
            case "param": parameterDepth += 1
            case "/param": parameterDepth = max(0, parameterDepth - 1)
            case "nofill": noFillDepth += 1
            case "/nofill": noFillDepth = max(0, noFillDepth - 1)
            default: break
            }
        }
        if parameterDepth == 0 { text += lineBreaks(breaks, noFill: noFillDepth > 0) }
        return text
    }

    /// What a run of `count` line breaks shows: all of them inside `<nofill>`, else one fewer (one is a space).
    private static func lineBreaks(_ count: Int, noFill: Bool) -> String {
        if count == 0 { return "" }
        if noFill { return String(repeating: "\n", count: count) }
        return count == 1 ? " " : String(repeating: "\n", count: count - 1)
    }
}
