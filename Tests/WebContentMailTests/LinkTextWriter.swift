import WebContentConformance

/// Writes plain text with addresses in the places mail puts them: in brackets, in quotes, at a sentence's end, next
/// to CJK punctuation, beside things that only look like addresses. Deterministic for a seed.
struct LinkTextWriter {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(state: seed &* 0x2545_F491_4F6C_DD1D &+ 1) }

    static let addresses = [
        "https://example.com", "http://example.org/path/to/page.html", "https://en.wikipedia.org/wiki/Foo_(bar)",
        "https://x.org/?a=1&b=2#frag", "HTTPS://EXAMPLE.COM/UP", "https://例え.jp/パス",
        "https://example.com:8080/p;a?b=c,d",
        "https://host.example/a.b.c", "https://x.org/[1]", "mailto:someone@example.com",
        "mailto:a.b+c@example.co.uk?subject=hi", "http://1.2.3.4/x", "https://a.example/~user/%20x",
        "a@b.co", "first.last@example.com", "x_y%z+tag@sub.example.org", "a-b@ex-ample.io",
    ]

    static let lookalikes = [
        "http:/broken", "xhttps://nope.org", "example.com", "www.example.com", "ftp://files.org/x", "//host/x",
        "user@localhost", "@handle", "a@b", "mailto:", "http://", "javascript:alert(1)", "e.g.", "12:30",
        "file:///etc/passwd", "words", "more words",
    ]

    static let contexts: [(String, String)] = [
        ("", ""), ("(", ")"), ("<", ">"), ("\"", "\""), ("'", "'"), ("[", "]"), ("", "."), ("", ","), ("", "!"),
        ("", "?"), ("", ":"), ("", "..."), ("see ", " now"), ("", ";"), ("", ")."), ("(see ", ")"), ("", "\n"),
        ("\u{00A0}", "\u{00A0}"), ("", "。次"), ("", "、"), ("", "*"), ("**", "**"), ("URL:", ""),
    ]

    private mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

    /// A text of one to six items, each an address or a lookalike in a context.
    mutating func text() -> String {
        (0..<(1 + next(6))).map { _ in
            let pool = next(3) == 0 ? Self.lookalikes : Self.addresses
            let (before, after) = Self.contexts[next(Self.contexts.count)]
            return before + pool[next(pool.count)] + after
        }.joined(separator: next(2) == 0 ? " " : "\n")
    }
}
