import Foundation
import Testing
import WebContentConformance

@testable import WebContentMail

/// Addresses in plain-text mail made into links, checked against linkify-it.
@Suite(.timeLimit(.minutes(10))) struct PlainTextLinksTests {
    func links(_ text: String) -> [LinkifyIt.Link] {
        let bytes = Array(text.utf8)
        return PlainTextLinks.links(in: bytes).map {
            LinkifyIt.Link(text: String(decoding: bytes[$0.range], as: UTF8.self), href: $0.href)
        }
    }

    @Test func addressesBecomeEscapedLinksAndTheRestStaysText() {
        var linker = PlainTextLinks()
        #expect(
            linker.html("Go to <https://x.org/?a=1&b=2>, or mail a@b.co.")
                == #"Go to &lt;<a href="https://x.org/?a=1&amp;b=2">https://x.org/?a=1&amp;b=2</a>&gt;, or mail "#
                + #"<a href="mailto:a@b.co">a@b.co</a>."#)
        // Only the three schemes: a script or a file address stays text.
        #expect(links("javascript:alert(1) file:///etc/passwd data:text/html,x example.com").isEmpty)
        // A quote ends an address, so it can never close the attribute.
        #expect(
            links(#"https://x.org/a"onmouseover="b"#) == [
                LinkifyIt.Link(text: "https://x.org/a", href: "https://x.org/a")
            ])
    }

    /// Past its budget a body's addresses stay text, so links never push a huge body over the composer's limit.
    @Test func linksStopAtTheBudgetOfTheirMarkup() {
        var linker = PlainTextLinks(budget: 70)
        let html = linker.html("https://a.example/1 https://a.example/2 https://a.example/3")
        #expect(html.components(separatedBy: "<a href").count - 1 == 2, "\(html)")
        #expect(linker.html("https://a.example/4") == "https://a.example/4")
        // Control: with the default budget every address is a link.
        var plenty = PlainTextLinks()
        #expect(
            plenty.html("https://a.example/1 https://a.example/2 https://a.example/3").components(
                separatedBy: "<a href"
            ).count - 1 == 3)
    }

    @Test func aPlainTextMessageShowsItsAddressesAsLinks() throws {
        let message = try MailMessage(rfc822: Data("Content-Type: text/plain\n\nSee https://example.org/a.\n".utf8))
        let html = try #require(message.body).html
        #expect(
            html
                == #"<pre style="unicode-bidi:plaintext">See <a href="https://example.org/a">https://example.org/a</a>."#
                + "\n</pre>")
    }

    /// 400 texts from ``LinkTextWriter``, read by us and by linkify-it: the same links, or a difference one of
    /// ``LinkifyIt/Difference``'s rules explains.
    @Test func everyTextLinksAsLinkifyItDoesOrADifferenceIsExplained() async throws {
        let texts = (0..<400).map { seed in
            var writer = LinkTextWriter(seed: UInt64(seed))
            return writer.text()
        }
        let theirs = try await LinkifyIt.links(texts)
        try #require(theirs.count == texts.count)
        var (same, explained) = (0, [LinkifyIt.Difference: Int]())
        for (index, text) in texts.enumerated() {
            let ours = links(text)
            var (mine, their) = (ours[...], theirs[index][...])
            while !mine.isEmpty || !their.isEmpty {
                if let first = mine.first, first == their.first {
                    (same, mine, their) = (same + 1, mine.dropFirst(), their.dropFirst())
                } else if let first = mine.first,
                    let rule = LinkifyIt.Difference.explaining(first, their.first, in: text)
                {
                    explained[rule, default: 0] += 1
                    mine = mine.dropFirst()
                    if rule.theirsHasNone == false { their = their.dropFirst() }
                } else {
                    Issue.record("text \(index) \(text.debugDescription): ours \(ours), linkify-it \(theirs[index])")
                    break
                }
            }
        }
        print("plain-text links: \(same) the same as linkify-it's, differences by rule: \(explained)")
        // The witness agrees on most links, so agreeing is not agreeing on nothing.
        #expect(same > 600, "only \(same) links the same")
    }
}

/// linkify-it (`/usr/bin/python3 tools/mail-diff/linkify.py`): the links of each text.
enum LinkifyIt {
    struct Link: Equatable, CustomStringConvertible {
        var text: String
        var href: String
        var description: String { text == href ? text : "\(text) -> \(href)" }
    }

    /// Where linkify-it links otherwise, each checked by its shape; everything else must agree.
    enum Difference: String, Hashable, CustomStringConvertible {
        /// It keeps a trailing `*` or `:`, and CJK punctuation with the text after it (`…/パス。次`), in the
        /// address: ours ends before them, as a sentence's punctuation.
        case trailingMark
        /// It ends a `mailto:` address at its `?`: RFC 6068's headers (`?subject=`) are part of ours.
        case mailtoQuery
        /// It does not link an address with `%` in its local part, which RFC 5322 allows.
        case percentInLocalPart
        /// Its e-mail local part takes `:`, so `URL:mailto:a@b.c` is one address to it.
        case colonInLocalPart
        /// It does not link a bare address right after `(`, `[`, `'` or `*`; mail clients do.
        case emailAfterPunctuation

        /// Whether linkify-it has no link where ours is.
        var theirsHasNone: Bool { self == .percentInLocalPart || self == .emailAfterPunctuation }

        var description: String { rawValue }

        /// The rule that explains their link `theirs` where ours is `ours`, if one does.
        static func explaining(_ ours: Link, _ theirs: Link?, in text: String) -> Difference? {
            let bare = ours.href.hasPrefix("mailto:") && !ours.text.hasPrefix("mailto:")
            if bare, ours.text.split(separator: "@")[0].contains("%") { return .percentInLocalPart }
            if bare, theirs != ours, "(['*".contains(where: { text.contains(String($0) + ours.text) }) {
                return .emailAfterPunctuation
            }
            guard let theirs else { return nil }
            if theirs.text.hasPrefix(ours.text), theirs.href == theirs.text,
                let mark = theirs.text.dropFirst(ours.text.count).first, "*:、。".contains(mark)
            {
                return .trailingMark
            }
            if ours.text.hasPrefix("mailto:"), let query = ours.text.firstIndex(of: "?"),
                theirs.text == ours.text[..<query], theirs.href == theirs.text
            {
                return .mailtoQuery
            }
            // Cut at a mailto: query too, which it leaves out as well.
            let core = ours.text.prefix(while: { $0 != "?" })
            if theirs.text.hasSuffix(core), theirs.text.dropLast(core.count).contains(":"),
                theirs.href == "mailto:" + theirs.text
            {
                return .colonInLocalPart
            }
            return nil
        }
    }

    static func links(_ texts: [String]) async throws -> [[Link]] {
        // Debian's python3: linkify-it is its package (python3-linkify-it), not a PyPI one.
        let script = PythonMailTools.root.appendingPathComponent("tools/mail-diff/linkify.py").path
        let output = try await PythonMailTools.witness(
            ["/usr/bin/python3", script], input: texts, needs: "python3-linkify-it")
        let readings = try #require(output as? [[[String: String]]])
        return readings.map { links in links.map { Link(text: $0["text"] ?? "", href: $0["href"] ?? "") } }
    }
}
