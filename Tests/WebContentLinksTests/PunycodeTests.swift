import Testing

@testable import WebContentLinks

/// RFC 3492 decoding against labels encoded by an independent implementation (Python's codec).
@Suite(.timeLimit(.minutes(10))) struct PunycodeTests {
    static let pairs: [(ace: String, unicode: String)] = [
        ("mnchen-3ya", "münchen"),
        ("bcher-kva", "bücher"),
        ("strae-oqa", "straße"),
        ("pple-43d", "аpple"),
        ("80ak6aa92e", "аррӏе"),
        ("d1acufc", "домен"),
        ("p1ai", "рф"),
        ("e1afmkfd", "пример"),
        ("80akhbyknj4f", "испытание"),
        ("hxargifdar", "ελληνικά"),
        ("wgv71a119e", "日本語"),
        ("fsqu00a", "例子"),
        ("1lqs71d", "東京"),
        ("v8j0cwa6gzha3lrdr510cymwb", "ひらがなカタカナ漢字"),
        ("3e0bk47br7k", "한국어"),
        ("egbpdaj6bu4bxfgehfvwxn", "ليهمابتكلموشعربي؟"),
        ("ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"),
        ("bankfamerica-7fk", "bankоfamerica"),
    ]

    @Test(arguments: pairs)
    func decodes(ace: String, unicode: String) {
        #expect(Punycode.decode(Substring(ace)) == unicode)
        #expect(Punycode.unicodeLabel(Substring("xn--" + ace.uppercased())) == unicode)
    }

    @Test func refusesWhatIsNotPunycode() {
        #expect(Punycode.decode("99999999999999999999") == nil)
        #expect(Punycode.decode("abc-!!") == nil)
        #expect(Punycode.decode("münchen-3ya") == nil)
        #expect(Punycode.decode(Substring(String(repeating: "a", count: 300))) == nil)
        #expect(Punycode.unicodeLabel("xn--") == "")
        #expect(Punycode.unicodeLabel("Example") == "example")
    }
}
